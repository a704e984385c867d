/**
 * Summarises a V8 CPU profile (from node --cpu-prof or bench/render-profile.ts --prof):
 *   node bench/profile-summary.mjs file.cpuprofile [functionName]
 * Prints self time by package and by function, inclusive time, and with a
 * function name the call paths that lead to it. COMPONENTS=1 adds the render
 * time of each React component; INCL_OF=<name> the inclusive time of a
 * function by caller.
 */
import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = p.timeDeltas; let total = 0;
for (let i = 0; i < p.samples.length; i++) { const id = p.samples[i]; self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)); total += dt[i] ?? 0; }
const byFn = new Map(), byPkg = new Map();
const pkgOf = (url) => { if (!url) return '(native)'; const m = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/); if (m) return m[1]; if (url.includes('/build/server')) return 'build/server'; if (url.startsWith('node:')) return url; return url.replace(/^.*\/main\//, ''); };
for (const [id, t] of self) { const n = byId.get(id); const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${pkgOf(cf.url)}:${cf.lineNumber}`; byFn.set(k, (byFn.get(k) ?? 0) + t); const pk = pkgOf(cf.url); byPkg.set(pk, (byPkg.get(pk) ?? 0) + t); }
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(7)} ms ${(100 * v / total).toFixed(1).padStart(5)}%  ${k}`).join('\n');
console.log('total', (total / 1000).toFixed(0), 'ms');
console.log(top(byPkg, 25)); console.log('---'); console.log(top(byFn, 40));
// inclusive time for selected function names
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, t] of self) { const seen = new Set(); let cur = id; while (cur !== undefined) { const n = byId.get(cur); const k = `${n.callFrame.functionName || '(anon)'} ${pkgOf(n.callFrame.url)}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t); } cur = parent.get(cur); } }
console.log('--- inclusive'); console.log(top(incl, 60));
// callers of a function: node .tmp/prof-sum.mjs file.cpuprofile writeSync
const target = process.argv[3];
if (target) {
  const stacks = new Map();
  for (const [id, t] of self) {
    const n = byId.get(id);
    if (n.callFrame.functionName !== target) continue;
    const chain = [];
    let cur = parent.get(id);
    while (cur !== undefined && chain.length < 14) { const p = byId.get(cur); chain.push(`${p.callFrame.functionName || '(anon)'}@${pkgOf(p.callFrame.url)}`); cur = parent.get(cur); }
    const k = chain.join(' < ');
    stacks.set(k, (stacks.get(k) ?? 0) + t);
  }
  console.log(`--- callers of ${target}`);
  console.log([...stacks].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${(v / 1000).toFixed(0)} ms  ${k}`).join('\n'));
}
if (process.env.APP_INCL) {
  console.log('--- inclusive, app code');
  console.log([...incl].filter(([k]) => k.includes('build/server')).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(7)} ms ${(100 * v / total).toFixed(1).padStart(5)}%  ${k}`).join('\n'));
}
// inclusive callers: who (directly) calls functions named X, by inclusive time
const target2 = process.env.INCL_OF;
if (target2) {
  const m = new Map();
  for (const [id, t] of self) {
    let cur = id; const chain = [];
    while (cur !== undefined) { chain.push(cur); cur = parent.get(cur); }
    for (let i = 0; i < chain.length - 1; i++) {
      const n = byId.get(chain[i]);
      if (n.callFrame.functionName === target2) { const p = byId.get(chain[i + 1]); const k = `${p.callFrame.functionName}@${pkgOf(p.callFrame.url)}:${p.callFrame.lineNumber}`; m.set(k, (m.get(k) ?? 0) + t); break; }
    }
  }
  console.log(`--- inclusive time of ${target2} by caller`);
  console.log([...m].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${(v / 1000).toFixed(0)} ms  ${k}`).join('\n'));
}
if (process.env.COMPONENTS) {
  // inclusive time of each function directly called by renderWithHooks (a component render), own subtree only
  const m = new Map();
  const sub = (id) => { let t = self.get(id) ?? 0; for (const c of byId.get(id).children ?? []) t += sub(c); return t; };
  for (const n of p.nodes) {
    const par = parent.get(n.id);
    if (par === undefined) continue;
    if (byId.get(par).callFrame.functionName !== 'renderWithHooks') continue;
    const k = `${n.callFrame.functionName}@${pkgOf(n.callFrame.url)}`;
    m.set(k, (m.get(k) ?? 0) + sub(n.id));
  }
  console.log('--- components (own render, incl. hooks)');
  console.log([...m].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(0)} ms  ${k}`).join('\n'));
}
