import type { Template } from "~/lib/templates-api";
import { PixelsPanel } from "./pixels-panel";
import { ApplyBrandKitCard, SeoPanel } from "./seo-panel";
import { ToFillPanel } from "./to-fill-panel";

/** The workspace's "Page" tab: what is left to fill in, the brand kit, search and sharing, and pixels. */
export function PageSettingsTab(props: {
  template: Template;
  editorHref: string;
  onAsk: (request: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <ToFillPanel {...props} />
      <ApplyBrandKitCard template={props.template} />
      <SeoPanel template={props.template} />
      <PixelsPanel templateId={props.template.id} />
    </div>
  );
}
