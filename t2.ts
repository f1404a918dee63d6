import { lookupTariffs } from './src/domain/tariffs/lookup.js';
for (const [hs, o] of [['33072000','KR'],['33072000','MX'],['85423100','CN']]) {
const r = lookupTariffs({ hsCode: hs, destination: 'US', origin: o, asOf: '2026-06-08', lang: 'en' });
for (const m of r.measures) console.log(hs, o, m.heading, m.kind, m.additional_pct, m.applied, m.reason, m.programme);
}
