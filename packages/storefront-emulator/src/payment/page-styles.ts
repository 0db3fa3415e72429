/**
 * The hosted payment page's only stylesheet, inline (the page loads nothing from elsewhere). Quiet ivory and
 * ink, a serif for the house's voice, AA contrast throughout and a focus ring that is always visible.
 */
export const pageStyles = `
*,*::before,*::after{box-sizing:border-box}
:root{--ink:#221e1b;--muted:#5b534c;--line:#e3d9cb;--paper:#f7f2eb;--card:#fffdf9;--accent:#7d5f33;--critical:#8f1d16;
--serif:"Cormorant Garamond","Didot","Bodoni 72","Libre Caslon Text",Georgia,"Times New Roman",serif;
--sans:"Inter","Helvetica Neue",Helvetica,Arial,system-ui,sans-serif}
html{background:var(--paper);color:var(--ink);font:16px/1.55 var(--sans);-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
a{color:var(--ink);text-underline-offset:3px}
:focus-visible{outline:3px solid var(--accent);outline-offset:3px}
.demo{margin:0;padding:.55rem 1rem;background:var(--ink);color:#f7f2eb;font-size:.8125rem;letter-spacing:.02em;text-align:center}
.masthead{display:flex;align-items:center;justify-content:space-between;gap:1rem;max-width:68rem;width:100%;margin:0 auto;padding:1.75rem 1.5rem 1.25rem;border-bottom:1px solid var(--line)}
.wordmark{margin:0;font-family:var(--serif);font-size:1.75rem;font-weight:500;letter-spacing:.28em;text-transform:uppercase;white-space:nowrap}
.secure{display:flex;align-items:center;gap:.5rem;margin:0;color:var(--muted);font-size:.875rem;white-space:nowrap}
main{flex:1;max-width:68rem;width:100%;margin:0 auto;padding:2.5rem 1.5rem 3rem}
h1{margin:0 0 2rem;font-family:var(--serif);font-size:clamp(2rem,4vw,2.75rem);font-weight:500;line-height:1.1}
h2{margin:0 0 1.25rem;font-size:.8125rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase}
.layout{display:grid;gap:2rem;grid-template-columns:minmax(0,1.15fr) minmax(0,1fr);align-items:start}
@media (max-width:52rem){.layout{grid-template-columns:1fr}}
.panel{background:var(--card);border:1px solid var(--line);padding:1.75rem}
.lines{list-style:none;margin:0;padding:0}
.line{display:grid;grid-template-columns:4rem 1fr auto;gap:1rem;align-items:center;padding:1rem 0;border-bottom:1px solid var(--line)}
.line:first-child{padding-top:0}
.line img{display:block;width:4rem;height:5rem;object-fit:cover;background:var(--paper)}
.line p{margin:0}
.line-title{font-family:var(--serif);font-size:1.25rem;line-height:1.2}
.line-meta{color:var(--muted);font-size:.875rem}
.line-total{font-variant-numeric:tabular-nums;white-space:nowrap}
.totals{margin:1.25rem 0 0}
.totals div{display:flex;justify-content:space-between;gap:1rem;padding:.35rem 0}
.totals dt{color:var(--muted)}
.totals dd{margin:0;font-variant-numeric:tabular-nums}
.totals .grand{margin-top:.5rem;padding-top:.85rem;border-top:1px solid var(--ink);font-size:1.125rem}
.totals .grand dt{color:var(--ink);font-weight:600}
.totals .grand dd{font-weight:600}
.fine{margin:1rem 0 0;color:var(--muted);font-size:.8125rem}
.simulation{margin:0 0 1.25rem;padding:.75rem 1rem;border-left:3px solid var(--accent);background:#f3ebdf;font-size:.875rem}
.field{display:flex;flex-direction:column;gap:.35rem;min-width:0;margin-bottom:1rem}
.field label{font-size:.875rem;font-weight:500}
.field input{width:100%;font:inherit;color:var(--ink);padding:.75rem .85rem;border:1px solid #8c8177;border-radius:2px;background:#fff}
.field input:focus-visible{outline:3px solid var(--accent);outline-offset:1px;border-color:var(--ink)}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.amount{display:flex;justify-content:space-between;align-items:baseline;margin:1.5rem 0 1rem;font-size:.9375rem}
.amount strong{font-family:var(--serif);font-size:1.75rem;font-weight:500}
.actions{display:flex;flex-direction:column;gap:.75rem}
.button{display:inline-flex;justify-content:center;align-items:center;min-height:3.25rem;padding:.8rem 1.5rem;border:1px solid var(--ink);border-radius:0;font:600 .875rem/1 var(--sans);letter-spacing:.16em;text-transform:uppercase;text-decoration:none;cursor:pointer}
.button-primary{background:var(--ink);color:#fffdf9}
.button-primary:hover{background:#000}
.button-secondary{background:transparent;color:var(--ink)}
.button-secondary:hover{background:#efe6da}
.alert{margin:0 0 1.25rem;padding:.9rem 1rem;border:1px solid var(--critical);background:#fbeceb;color:var(--critical)}
.alert p{margin:0}
.alert p+p{margin-top:.35rem}
.expiry{margin:1.25rem 0 0;color:var(--muted);font-size:.8125rem;text-align:center}
.message{max-width:34rem;margin:2rem auto;text-align:center}
.message p{color:var(--muted);margin:0 0 1.75rem}
@media (max-width:30rem){.masthead{padding:1.25rem 1rem}.wordmark{font-size:1.2rem;letter-spacing:.2em}main{padding:1.75rem 1rem 2.5rem}.panel{padding:1.25rem}}
footer{border-top:1px solid var(--line);padding:1.5rem;color:var(--muted);font-size:.8125rem;text-align:center}
`;
