// Through the port, as the server will use it: every render runs in a worker thread of the pool,
// and the PDF is read back with PDF.js.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/documents/format.js';
import { DOCUMENT_TYPES, type DocumentRenderModel } from '../../../src/domain/documents/model.js';
import { ELLIPSIS } from '../../../src/domain/documents/printable.js';
import { ApiError } from '../../../src/domain/errors.js';
import { createPdfRenderer, type PdfDocumentRenderer } from '../../../src/pdf/renderer.js';
import { itemHsCode, sampleModel } from './fixtures.js';
import { pdfText } from './pdf-text.js';

let renderer: PdfDocumentRenderer;
beforeAll(() => {
  renderer = createPdfRenderer({ threads: 1 });
});
afterAll(() => renderer.close());

async function renderText(model: DocumentRenderModel) {
  const { pdf, pages } = await renderer.render(model);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(pdf);
  expect(text.pages).toHaveLength(pages);
  return { pdf, pages, text };
}

describe('every document type, in English and Korean', () => {
  const cases = DOCUMENT_TYPES.flatMap((type) => (['en', 'ko'] as const).map((language) => ({ type, language })));
  it.each(cases)('$type ($language) prints its number, parties, every HS code and its totals', async ({ type, language }) => {
    const model = sampleModel({ type, language, items: 12 });
    const { text } = await renderText(model);
    expect(text.title).toContain(model.number);
    expect(text.all).toContain(model.number);
    expect(text.all).toContain(model.seller.name);
    expect(text.all).toContain(model.buyer.name);
    for (let i = 0; i < 12; i++) expect(text.all).toContain(itemHsCode(i));
    if (type === 'packing_list' || type === 'shipping_instructions') {
      expect(text.all).toContain(`${model.totals.grossWeightKg} kg`);
      expect(text.all).toContain(`${model.totals.volumeM3} m³`);
    } else {
      expect(text.all).toContain(formatMoney(language, model.totals.total, 'USD'));
    }
    if (language === 'ko') {
      expect(text.all).toContain('수분 시트 마스크 #1');
      expect(text.all).toContain('서울특별시 강남구 테헤란로 123, 8층');
    }
  });
});

describe('weights (issue 48: a packing list printed empty weight columns when the items carried none)', () => {
  const withoutItemWeights = (model: DocumentRenderModel, keep: 'none' | 'net' = 'none') => {
    for (const item of model.items) {
      if (keep === 'none') delete item.netWeightKg;
      delete item.grossWeightKg;
    }
    return model;
  };

  it.each(['en', 'ko'] as const)('prints a packing list\'s item weight columns only for the weights the items carry, the packages\' weights and totals always (%s)', async (language) => {
    // Table headers wrap in their narrow columns: "Net weight\n(kg)".
    const columns = language === 'en' ? [/Net weight\s*\(kg\)/, /Gross weight\s*\(kg\)/] : [/순중량\s*\(kg\)/, /총중량\s*\(kg\)/];
    const full = sampleModel({ type: 'packing_list', language, items: 3 });
    const all = (await renderText(full)).text.all;
    for (const column of columns) expect(all).toMatch(column);

    const none = (await renderText(withoutItemWeights(sampleModel({ type: 'packing_list', language, items: 3 })))).text.all;
    for (const column of columns) expect(none).not.toMatch(column);
    // The packages carry them (required on a packing list), and so do the totals.
    expect(none).toMatch(language === 'en' ? /Net\s*kg,\s*each\s*\/\s*line/ : /순중량\s*kg,\s*개당\s*\/\s*합계/);
    expect(none).toContain(`${full.totals.grossWeightKg} kg`);
    expect(none).toContain(language === 'en' ? 'Total gross weight' : '총중량 합계');
    expect(none).not.toContain(language === 'en' ? 'Gross weight not given' : '총중량 미기재');

    const netOnly = (await renderText(withoutItemWeights(sampleModel({ type: 'packing_list', language, items: 3 }), 'net'))).text.all;
    expect(netOnly).toMatch(columns[0]!);
    expect(netOnly).not.toMatch(columns[1]!);
  });

  it('says so on shipping instructions whose goods carry no gross weight, and prints no empty column or total', async () => {
    const model = withoutItemWeights(sampleModel({ type: 'shipping_instructions', items: 3 }));
    model.packages = undefined;
    model.totals = { ...model.totals, netWeightKg: undefined, grossWeightKg: undefined, packageCount: undefined, volumeM3: undefined };
    const { text } = await renderText(model);
    expect(text.all).not.toMatch(/Gross weight\s*\(kg\)/);
    expect(text.all).not.toContain('Total gross weight');
    expect(text.all).toContain('Gross weight not given');
    expect(text.all).toContain('The carrier needs it before loading');
  });
});

describe('a 20-item commercial invoice', () => {
  it('shows the hand-computed totals and the amount in words in English', async () => {
    // Quantities 100-700 x prices 3.25 + 0.50 per line: goods 64,225.00; + freight 850.00 + insurance 12.50.
    const { text } = await renderText(sampleModel({ language: 'en', items: 20 }));
    for (const s of ['COMMERCIAL INVOICE', 'USD 64,225.00', 'USD 850.00', 'USD 12.50', 'USD 65,087.50', '21 Nov 2026', 'Busan (KRPUS)', 'CIF Los Angeles', '385 kg', '462 kg']) {
      expect(text.all).toContain(s);
    }
    expect(text.all).toContain('US dollars sixty-five thousand eighty-seven and 50/100');
    expect(text.all).toContain('Page 1 of 2');
  });

  it('shows Korean labels with the English beside them, Korean dates, and the amount in Korean words (won)', async () => {
    const { pdf, text } = await renderText(sampleModel({ language: 'ko', items: 20, currency: 'KRW' }));
    // The font file is 6 MB; only the glyphs used are embedded.
    expect(pdf.length).toBeLessThan(100_000);
    for (const s of ['상업송장', 'COMMERCIAL INVOICE', '판매자/수출자 (Seller / Exporter)', '구매자 (Buyer)', '2026년 11월 21일', 'KRW 65,087,000', '1 / 2 쪽']) {
      expect(text.all).toContain(s);
    }
    expect(text.all).toContain('금 육천오백팔만칠천원정');
    expect(text.all).toContain('(South Korean won sixty-five million eighty-seven thousand)');
  });
});

describe('long documents', () => {
  it('spreads a 200-item invoice over several pages, header row repeated, every item present', async () => {
    const { pages, text } = await renderText(sampleModel({ items: 200 }));
    expect(pages).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < 200; i++) expect(text.all).toContain(itemHsCode(i));
    text.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
      if (i < pages - 1) expect(page).toContain('Description of goods');
    });
    // The running header names the document on the pages after the first.
    expect(text.pages[1]).toMatch(/^COMMERCIAL INVOICE\s+CI-2026-000123/);
  });

  it('refuses 10,000 items with validation_failed before rendering anything', async () => {
    const model = sampleModel({ items: 1 });
    model.items = Array.from({ length: 10_000 }, () => model.items[0]!);
    const error = await renderer.render(model).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation_failed', details: [{ field: '/items', issue: 'must NOT have more than 1000 items' }] });
  });
});

describe('hostile text', () => {
  it('keeps the layout with control characters, bidi overrides and 5,000-character names', async () => {
    const plain = await renderText(sampleModel({ items: 3 }));
    const model = sampleModel({ items: 3 });
    model.seller.name = `Hanbit\u0000\u0007\u202E${'A'.repeat(5000)}`;
    model.buyer.name = '가'.repeat(5000);
    model.seller.address = Array.from({ length: 200 }, (_, i) => `Line ${i}\u001b`).join('\r\n');
    model.items[0]!.description = `Mask\t\u0000${'x'.repeat(5000)}`;
    model.items[1]!.description = 'word '.repeat(1000);
    model.remarks = '\u0008'.repeat(3000);
    const hostile = await renderText(model);
    // Each field is capped (name 2 lines, address 4, description 12): the items table still starts
    // on the first page, and the two longest descriptions cost at most one more page.
    expect(plain.pages).toBe(1);
    expect(hostile.pages).toBeLessThanOrEqual(2);
    expect(hostile.text.pages[0]).toContain('Description of goods');
    expect(hostile.text.pages[0]).toContain(itemHsCode(0));
    expect(hostile.text.all).not.toMatch(/[\u0000-\u0008\u001b\u202e]/);
    expect(hostile.text.all).toContain('HanbitAAAA');
    expect(hostile.text.all).toContain('가가가가');
    expect(hostile.text.all).toContain(ELLIPSIS);
    expect(hostile.text.all).toContain(itemHsCode(2));
  });

  it('writes letters the font lacks in their Latin transliteration, never as empty boxes', async () => {
    const model = sampleModel({ items: 1 });
    model.buyer.name = 'Łódź Ğıda Sanayi';
    const { text } = await renderText(model);
    expect(text.all).toContain('Lódz Gida Sanayi');
  });
});

describe('the pool', () => {
  it('brings refusals found in the worker back as ApiErrors with every detail', async () => {
    const model = sampleModel({ type: 'certificate_of_origin_application', items: 2 });
    model.agreement = undefined;
    model.items[0]!.hsCode = 'abc';
    const error = await renderer.render(model).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'validation_failed',
      details: [
        { field: '/items/0/hs_code', issue: 'must be 2 to 10 digits' },
        { field: '/agreement', issue: 'a certificate of origin application needs the agreement it claims' },
      ],
    });
  });

  it('gives the same bytes for the same model (the file ID and dates come from the model)', async () => {
    const model = sampleModel({ language: 'ko', items: 5 });
    const [a, b] = await Promise.all([renderer.render(model), renderer.render(model)]);
    expect(a.pdf.equals(b.pdf)).toBe(true);
  });

  // Where Linux and util-linux's chrt are there (the servers this project supports), the rendering
  // threads give way to the event loop at once; elsewhere they keep the nice increment.
  const canScheduleIdle = process.platform === 'linux' && (() => {
    try {
      execFileSync('chrt', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  it.runIf(canScheduleIdle)('renders on threads scheduled SCHED_IDLE, while this process\'s main thread stays ordinary', async () => {
    await renderer.render(sampleModel({ items: 1 }));
    /** Each thread of this process by its name and scheduling policy (/proc/<pid>/task/<tid>/stat field 41; 5 is SCHED_IDLE). */
    const threads = readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      return { tid: Number(tid), name, policy: Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[38]) };
    });
    const SCHED_IDLE = 5;
    const idle = threads.filter((t) => t.policy === SCHED_IDLE);
    expect(idle.length).toBeGreaterThanOrEqual(1);
    for (const thread of idle) expect(thread.name).toBe('WorkerThread');
    expect(threads.find((t) => t.tid === process.pid)!.policy).toBe(0);
  });

  it('refuses renders beyond its queue with service_unavailable and Retry-After', async () => {
    const small = createPdfRenderer({ threads: 1, maxQueue: 1 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => small.render(sampleModel({ items: 2 }))));
      const refused = results.filter((r) => r.status === 'rejected');
      expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'service_unavailable', headers: { 'Retry-After': '1' } });
    } finally {
      await small.close();
    }
  });
});
