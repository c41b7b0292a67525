/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * A form as the page shows it: labelled fields with error slots, the hidden fields the lead endpoint
 * needs (which form it is, and a honeypot), the thank-you state shown only after the endpoint accepted
 * the submission, and an error slot for when it did not (the page script does the rest).
 */

import { leadFormFields } from "../../forms/lead-fields.js";
import type { FormField, FormSpec, Section } from "../../model.js";
import { chrome, RENDER_TEXTS } from "./chrome-text.js";
import { sectionPath } from "./edit-paths.js";
import { Fragment, type Html, h, raw } from "./jsx.js";
import { Icon, type RenderContext, T } from "./parts.js";

function Control(props: { field: FormField; id: string; choose: string }): Html {
  const { field, id } = props;
  const common = {
    id,
    name: field.name,
    required: field.required,
    autocomplete: field.autocomplete,
    "aria-describedby": `${id}-err`,
  };
  if (field.type === "textarea") return <textarea {...common} rows={4} />;
  if (field.type === "select")
    return (
      <select {...common}>
        <option value="">{props.choose}</option>
        {(field.options ?? []).map((o) => (
          <option>{o}</option>
        ))}
      </select>
    );
  return <input type={field.type} {...common} />;
}

export function Form(props: {
  s: Section;
  form: FormSpec;
  ctx: RenderContext;
  inline?: boolean;
  formPath?: string;
}): Html {
  const { form, ctx, s } = props;
  const action = ctx.model.settings.formAction;
  const base = props.formPath ?? sectionPath(s, "form");
  return (
    <>
      <form
        class={props.inline ? "f row-form" : "f"}
        id={form.id}
        action={action}
        method={action ? "post" : undefined}
        data-lead-form
      >
        {form.fields.map((field, i) => {
          const id = `${form.id}-${field.name}`;
          return (
            <div class="field">
              <label for={id} data-edit={`${base}.fields.${i}.label`}>
                {field.label}
              </label>
              <Control field={field} id={id} choose={chrome(ctx.model, RENDER_TEXTS.choose)} />
              <span class="err" id={`${id}-err`} />
            </div>
          );
        })}
        {raw(leadFormFields(form.id))}
        <button class="btn" type="submit" data-edit={`${base}.submitLabel`}>
          {form.submitLabel}
        </button>
      </form>
      <T tag="p" class="note" path={`${base}.note`} text={form.note} ctx={ctx} />
      <p class="lf-error" id={`${form.id}-error`} role="alert" hidden />
      <div class="thanks" id={`${form.id}-thanks`} role="status" tabindex={-1} hidden>
        <span class="ic">
          <Icon name="circle-check" />
        </span>
        <T tag="p" class="tt" path={`${base}.thanksTitle`} text={form.thanksTitle} ctx={ctx} />
        <T tag="p" path={`${base}.thanksText`} text={form.thanksText} ctx={ctx} />
      </div>
    </>
  );
}
