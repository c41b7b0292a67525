/**
 * The page's only script, inline, in plain ES5 so it runs in any current browser. Three parts:
 *
 * - Lead forms (`form[data-lead-form]`): validates the fields, then posts to the app's lead endpoint with
 *   fetch (CORS, `Accept: application/json`) and shows the thank-you element `#<id>-thanks` only when the
 *   endpoint answers 2xx `{ok:true}`; anything else shows a clear message in `#<id>-error` (role=alert,
 *   created when missing) and re-enables the button. A form posting to someone else's address is
 *   submitted the classic way once valid (that server answers for itself); a form without an action
 *   says it is not connected instead of pretending. Arriving at `#<id>-thanks` (the endpoint's redirect
 *   after a classic, script-less post) shows that form's thank-you state. The handler runs in the capture
 *   phase and stops the event, so a page's own submit handlers (LLM pages) cannot fake a success.
 *   Forms are read with getAttribute, not `f.id` / `f.action`: a field named "id" or "action" shadows those.
 *   A post to the app's endpoint carries `_t`, the milliseconds since the page was opened, added on submit:
 *   the endpoint holds a form sent faster than a person fills one in (never sent to other addresses).
 * - Countdowns (`[data-countdown]`) tick each second.
 * - "Add to bag" buttons (`[data-add]`) give feedback.
 */
import { OPENED_MS_FIELD } from "../../forms/lead-fields.js";

/** The id of the JSON block holding a translated page's script messages (render/chrome-text.ts). */
export const PAGE_TEXT_SCRIPT_ID = "page-text";

export const PAGE_SCRIPT = `(function(){
var $=function(s,r){return Array.prototype.slice.call((r||document).querySelectorAll(s))};
var T0=Date.now();
var EMAIL=/^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$/;
var OURS=/\\/f\\/[A-Za-z0-9_-]{20,}\\/?(?:[?#].*)?$/;
var MSG={net:"We could not send your message. Please check your connection and try again.",bad:"Your message was not sent. Please try again.",none:"This form is not connected to an inbox yet, so nothing was sent.",fix:"Please correct the highlighted fields.",required:"Please fill in this field.",email:"Please enter a valid email address.",sending:"Sending\\u2026",thanks:"Thank you! Your message was sent.",started:"It has started."};
try{var T=JSON.parse((document.getElementById("${PAGE_TEXT_SCRIPT_ID}")||{}).textContent||"{}");for(var k in MSG)if(typeof T[k]==="string")MSG[k]=T[k];}catch(x){}
var idOf=function(f){return f.getAttribute("id")||""};
var lead=function(f){return f&&f.nodeName==="FORM"&&f.hasAttribute("data-lead-form")};
var after=function(f,el){f.parentNode.insertBefore(el,f.nextSibling)};
var thanksOf=function(f){var t=idOf(f)&&document.getElementById(idOf(f)+"-thanks");
if(!t){t=document.createElement("div");if(idOf(f))t.id=idOf(f)+"-thanks";t.className="thanks";t.setAttribute("role","status");t.tabIndex=-1;t.hidden=true;
var h=document.createElement("p");h.textContent=MSG.thanks;t.appendChild(h);after(f,t);}return t};
var errorOf=function(f){var e=idOf(f)&&document.getElementById(idOf(f)+"-error");
if(!e){e=document.createElement("p");if(idOf(f))e.id=idOf(f)+"-error";e.className="lf-error";e.setAttribute("role","alert");e.hidden=true;f.appendChild(e);}return e};
var opened=function(){var p=window.performance;return Math.max(0,Math.round(p&&p.now?p.now():Date.now()-T0))};
var stamp=function(f){var t=$('input[name="${OPENED_MS_FIELD}"]',f)[0];
if(!t){t=document.createElement("input");t.type="hidden";t.name="${OPENED_MS_FIELD}";f.appendChild(t);}t.value=String(opened())};
var say=function(f,m){var e=errorOf(f);e.textContent=m||"";e.hidden=!m};
var thank=function(f){var t=thanksOf(f);say(f,"");f.hidden=true;t.hidden=false;try{t.focus()}catch(x){}};
var fields=function(f){return $("input,textarea,select",f).filter(function(el){return el.type!=="hidden"&&el.type!=="submit"&&el.type!=="button"&&el.name!=="_hp"})};
var check=function(f){var first=null;
fields(f).forEach(function(el){
var v=(el.type==="checkbox"||el.type==="radio")?(el.checked?"1":""):(el.value||"").trim(),m="";
if(el.required&&!v)m=MSG.required;
else if(el.type==="email"&&v&&!EMAIL.test(v))m=MSG.email;
var err=el.id&&document.getElementById(el.id+"-err");if(err)err.textContent=m;
el.setAttribute("aria-invalid",m?"true":"false");if(m&&!first)first=el;});
return first};
var send=function(f,a){
var b=f.querySelector("[type=submit]"),label=b&&b.textContent;
var reset=function(m){say(f,m);if(b){b.disabled=false;if(label)b.textContent=label;}};
if(b){b.disabled=true;b.textContent=MSG.sending;}
say(f,"");
fetch(a,{method:"POST",body:new FormData(f),headers:{Accept:"application/json"}}).then(function(r){
return r.json().then(function(j){return{r:r,j:j}},function(){return{r:r,j:null}});
}).then(function(x){
if(x.r.status>=200&&x.r.status<300&&x.j&&x.j.ok===true){if(b)b.disabled=false;if(b&&label)b.textContent=label;thank(f);}
else reset((x.j&&x.j.error&&x.j.error.message)||MSG.bad);
},function(){reset(MSG.net);});
};
document.addEventListener("submit",function(e){
var f=e.target;if(!lead(f))return;
e.stopPropagation();
var first=check(f);
if(first){e.preventDefault();say(f,MSG.fix);first.focus();return;}
var a=f.getAttribute("action")||"";
if(!a||a==="#"){e.preventDefault();say(f,MSG.none);return;}
if(OURS.test(a.split("#")[0])){stamp(f);if(window.fetch&&window.FormData){e.preventDefault();send(f,a);}}
},true);
$("form[data-lead-form]").forEach(function(f){f.noValidate=true;
if(idOf(f)&&location.hash==="#"+idOf(f)+"-thanks")thank(f);});
$("[data-countdown]").forEach(function(c){
var end=new Date(c.getAttribute("data-countdown")).getTime(),u=$("b",c);
var tick=function(){var s=Math.max(0,Math.floor((end-Date.now())/1000));
var v=[Math.floor(s/86400),Math.floor(s%86400/3600),Math.floor(s%3600/60),s%60];
u.forEach(function(el,i){el.textContent=(v[i]<10?"0":"")+v[i];});
if(s===0&&!c.getAttribute("data-done")){c.setAttribute("data-done","1");var p=document.createElement("p");p.className="note";p.style.textAlign="center";p.style.marginTop="14px";p.textContent=MSG.started;c.parentNode.insertBefore(p,c.nextSibling);}};
tick();setInterval(tick,1000);});
$("[data-add]").forEach(function(b){b.addEventListener("click",function(){b.textContent="Added \\u2713";b.classList.add("added");});});
})();`;
