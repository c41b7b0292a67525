export default function Page() {
  return <div>auth</div>;
}
