/**
 * Hours the page already gives are no change: "closed on Mondays" on a page open Tuesday to Sunday would
 * only rewrite the page's hours in the engine's own words ("du mardi au dimanche" → "mardi–dimanche"),
 * and charge for it. Such an operation is not applied and is named as already so, whichever interpreter
 * read it.
 */
import { pageLang } from "../composer/locale/index.js";
import { briefOfModel } from "../composer/stored-brief.js";
import type { PageModel } from "../model.js";
import { applyOps } from "../ops/apply.js";
import { reportWords } from "../ops/report-words.js";
import type { Op, OpOf } from "../ops/schema.js";
import { readLine, readSpans, type Week } from "../ops/week.js";

/** Whether every day the operation names already has exactly those hours on the page. */
function hoursAlreadySo(op: OpOf<"set_hours">, model: PageModel): boolean {
  const lang = pageLang(model);
  const hours = briefOfModel(model).hours;
  if (hours.length === 0) return false;
  const week: Week = Array(7).fill(undefined);
  for (const line of hours) if (!readLine(week, line, lang)) return false;
  const spans = readSpans(op.hours);
  if (!spans) return false;
  const said = JSON.stringify(spans);
  // A day a page of opening hours does not list is a day it is closed ("Tuesday to Sunday").
  const onPage = (day: number) => week[day] ?? (spans.length === 0 ? [] : undefined);
  return op.days.every((day) => onPage(day) !== undefined && JSON.stringify(onPage(day)) === said);
}

/** The operations without the hours the page already gives; each left out is named as already so. */
export function withoutSameHours(
  ops: Op[],
  model: PageModel,
  request: string,
): { ops: Op[]; notApplied: string[] } {
  const notApplied: string[] = [];
  const kept = ops.filter((op) => {
    if (op.op !== "set_hours" || !hoursAlreadySo(op, model)) return true;
    const change = applyOps(model, [op], { request }).applied[0] ?? op.hours;
    notApplied.push(reportWords(pageLang(model), "alreadyLooks", { change }));
    return false;
  });
  return { ops: kept, notApplied };
}
