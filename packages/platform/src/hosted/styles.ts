/** The one stylesheet of the hosted pages, served at `/hosted/styles.css`. */
export const HOSTED_STYLES = `
:root { color-scheme: light; --ink: #1d2330; --muted: #5d6677; --line: #d9dee7; --accent: #2f5bea; --danger: #b42318; --ok: #067647; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f5f7fb; }
main { max-width: 26rem; margin: 8vh auto; padding: 2rem; background: #fff; border: 1px solid var(--line); border-radius: 12px; }
main.wide { max-width: 56rem; }
h1 { font-size: 1.4rem; margin: 0 0 1rem; }
p { margin: 0 0 1rem; }
.brand { font-weight: 700; letter-spacing: .02em; color: var(--accent); margin-bottom: 1.5rem; }
label { display: block; font-weight: 600; margin: 0 0 .25rem; }
input[type=email], input[type=password], input[type=text] { width: 100%; padding: .6rem .7rem; font: inherit; border: 1px solid var(--line); border-radius: 8px; margin-bottom: 1rem; }
input:focus { outline: 2px solid var(--accent); outline-offset: 1px; }
button { width: 100%; padding: .7rem; font: inherit; font-weight: 600; color: #fff; background: var(--accent); border: 0; border-radius: 8px; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); border: 1px solid var(--accent); margin-top: .5rem; }
.error { color: var(--danger); background: #fef3f2; border: 1px solid #fecdca; padding: .6rem .8rem; border-radius: 8px; }
.notice { color: var(--ok); background: #ecfdf3; border: 1px solid #abefc6; padding: .6rem .8rem; border-radius: 8px; }
.links { display: flex; justify-content: space-between; gap: 1rem; margin-top: 1rem; font-size: .92rem; }
a { color: var(--accent); }
.muted { color: var(--muted); font-size: .92rem; }
table { width: 100%; border-collapse: collapse; font-size: .92rem; }
th, td { text-align: left; padding: .45rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
pre { white-space: pre-wrap; margin: 0; font: .85rem/1.4 ui-monospace, monospace; }
code { font: .9rem ui-monospace, monospace; }
`;
