/**
 * The page's only script, inline: validates forms in the browser and shows the thank-you state without
 * leaving the page (posting to the form's action first when it has one), ticks countdowns each second,
 * and gives "Add to bag" buttons feedback. Written in plain ES2017 so it runs in any current browser.
 */
export const PAGE_SCRIPT = `(function(){
var $=function(s,r){return Array.prototype.slice.call((r||document).querySelectorAll(s))};
var EMAIL=/^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$/;
$("form.f").forEach(function(f){
f.noValidate=true;
f.addEventListener("submit",function(e){
e.preventDefault();var first=null;
$("input,textarea,select",f).forEach(function(el){
var v=(el.value||"").trim(),m="";
if(el.required&&!v)m="Please fill in this field.";
else if(el.type==="email"&&v&&!EMAIL.test(v))m="Please enter a valid email address.";
var err=document.getElementById(el.id+"-err");if(err)err.textContent=m;
el.setAttribute("aria-invalid",m?"true":"false");if(m&&!first)first=el;});
if(first){first.focus();return;}
var done=function(){var t=document.getElementById(f.id+"-thanks");f.hidden=true;if(t){t.hidden=false;t.focus();}};
var b=f.querySelector("[type=submit]");if(b)b.disabled=true;
var a=f.getAttribute("action");
if(a&&window.fetch){fetch(a,{method:"POST",body:new FormData(f),mode:"no-cors"}).then(done,done);}else done();
});});
$("[data-countdown]").forEach(function(c){
var end=new Date(c.getAttribute("data-countdown")).getTime(),u=$("b",c);
var tick=function(){var s=Math.max(0,Math.floor((end-Date.now())/1000));
var v=[Math.floor(s/86400),Math.floor(s%86400/3600),Math.floor(s%3600/60),s%60];
u.forEach(function(el,i){el.textContent=(v[i]<10?"0":"")+v[i];});
if(s===0&&!c.getAttribute("data-done")){c.setAttribute("data-done","1");var p=document.createElement("p");p.className="note";p.style.textAlign="center";p.style.marginTop="14px";p.textContent="It has started: it's live now.";c.parentNode.insertBefore(p,c.nextSibling);}};
tick();setInterval(tick,1000);});
$("[data-add]").forEach(function(b){b.addEventListener("click",function(){b.textContent="Added \\u2713";b.classList.add("added");});});
})();`;
