export default function Page() {
  return <div>confirm-email</div>;
}
