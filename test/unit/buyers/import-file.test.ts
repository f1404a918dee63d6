import { describe, expect, it } from 'vitest';
import { parseBuyerImportFile } from '../../../src/domain/buyers/import-file.js';

const HEADER = 'id,name,country,city,sector,hs_codes,annual_import_usd,founded_year,employees,verified';

describe('parseBuyerImportFile: CSV', () => {
  it('reads a good file: normalises values, numbers rows without an id after firstNumber', () => {
    const csv = [
      HEADER,
      ',Hartmann Kosmetik GmbH,de,Hamburg,Cosmetics,3304;3305|3304,2500000,1998,120,yes',
      '42,"Lange & Söhne, Import GmbH",AT,Wien,화장품, 3401 ,0,,,',
      ',Bennett Electronics Inc.,US,Chicago,semiconductors,8542,123456789,2010,,FALSE',
      '',
    ].join('\r\n');
    const { rows, errors } = parseBuyerImportFile('/data/buyers.CSV', csv, { firstNumber: 1001 });
    expect(errors).toEqual([]);
    // Without a named source, the file's name stands in.
    const source = { kind: 'import', name: 'buyers.CSV', year: null };
    expect(rows).toEqual([
      {
        number: 1001, companyName: 'Hartmann Kosmetik GmbH', country: 'DE', city: 'Hamburg', sector: 'cosmetics',
        hsHeadings: ['3304', '3305'], annualImportUsd: 2_500_000, foundedYear: 1998, employees: 120, verified: true, source, hasContact: false,
      },
      {
        number: 42, companyName: 'Lange & Söhne, Import GmbH', country: 'AT', city: 'Wien', sector: 'cosmetics',
        hsHeadings: ['3401'], annualImportUsd: 0, foundedYear: null, employees: null, verified: false, source, hasContact: false,
      },
      {
        number: 1002, companyName: 'Bennett Electronics Inc.', country: 'US', city: 'Chicago', sector: 'semiconductors',
        hsHeadings: ['8542'], annualImportUsd: 123_456_789, foundedYear: 2010, employees: null, verified: false, source, hasContact: false,
      },
    ]);
  });

  it('takes company_name as another name for the name column, but not both at once', () => {
    const alias = parseBuyerImportFile('b.csv', 'company_name,country,city,sector,hs_codes,annual_import_usd\nOgawa Foods K.K.,JP,Osaka,processed_food,1905,1\n');
    expect(alias.errors).toEqual([]);
    expect(alias.rows).toMatchObject([{ companyName: 'Ogawa Foods K.K.' }]);
    const both = parseBuyerImportFile('b.csv', 'name,company_name,country,city,sector,hs_codes,annual_import_usd\nA,B,JP,Osaka,processed_food,1905,1\n');
    expect(both.rows).toEqual([]);
    expect(both.errors).toEqual([{ line: 1, field: 'company_name', issue: 'the column appears more than once (company_name is another name for name)' }]);
    const json = parseBuyerImportFile('b.json', '[{"name": "A", "company_name": "B", "country": "JP", "city": "Osaka", "sector": "steel", "hs_codes": ["7208"], "annual_import_usd": 1}]');
    expect(json.errors).toEqual([{ line: 1, field: 'company_name', issue: 'company_name and name name the same field: give one' }]);
  });

  it('accepts a BOM, columns in any order and without the optional ones', () => {
    const csv = '\uFEFFcountry,company_name,city,sector,hs_codes,annual_import_usd\nJP,Ogawa Foods K.K.,Osaka,processed_food,1905,900000\n';
    const { rows, errors } = parseBuyerImportFile('b.csv', csv);
    expect(errors).toEqual([]);
    expect(rows).toMatchObject([{ number: 1, country: 'JP', sector: 'processed_food', verified: false }]);
  });

  it('skips auto numbers an explicit id already uses', () => {
    const csv = [HEADER, ',A Ltd,GB,London,steel,7208,1,,,', '2,B Ltd,GB,London,steel,7208,1,,,', ',C Ltd,GB,London,steel,7208,1,,,'].join('\n');
    expect(parseBuyerImportFile('b.csv', csv).rows.map((r) => r.number)).toEqual([1, 2, 3]);
  });

  it('reports every bad row with its real line number, and no rows', () => {
    const csv = [
      HEADER, //                                                                      line 1
      '1,Good One Ltd,GB,London,steel,7208,1000,,,', //                                line 2
      '2,Bad Country Ltd,XX,Nowhere,steel,7208,1000,,,', //                           line 3
      '', //                                                                          line 4 (blank, skipped)
      '3,Bad Hs Ltd,FR,Paris,cosmetics,3304;9999,1000,,,', //                          line 5
      '4,"Multi', //                                                                  line 6
      'line name",DE,Berlin,nonsense,3304,-5,1500,0,maybe', //                         line 7
      '5,Short Row Ltd,DE', //                                                        line 8
    ].join('\n');
    const { rows, errors } = parseBuyerImportFile('b.csv', csv);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 3, field: 'country', issue: 'unknown country code "XX"' },
      { line: 5, field: 'hs_codes', issue: '"9999" is not an HS 2022 heading' },
      { line: 6, field: 'name', issue: 'must not contain line breaks or control characters' },
      { line: 6, field: 'sector', issue: expect.stringContaining('unknown sector "nonsense"') },
      { line: 6, field: 'annual_import_usd', issue: expect.stringContaining('whole number') },
      { line: 6, field: 'founded_year', issue: expect.stringContaining('between 1600 and') },
      { line: 6, field: 'employees', issue: 'must be between 1 and 10000000 (got 0)' },
      { line: 6, field: 'verified', issue: 'must be true or false (got "maybe")' },
      { line: 8, field: 'row', issue: 'has 3 fields, the header has 10' },
    ]);
  });

  it('keeps line numbers right with CRLF, blank lines and quoted line breaks', () => {
    const csv = [
      HEADER, //                                            line 1
      '', //                                                line 2
      '1,"Two', //                                          line 3
      'Lines Ltd",GB,London,steel,7208,1,,,', //            line 4
      '', //                                                line 5
      ',,,,,,,,,', //                                       line 6 (all empty, skipped)
      '2,Bad Ltd,QQ,London,steel,7208,1,,,', //             line 7
    ].join('\r\n');
    expect(parseBuyerImportFile('b.csv', csv).errors).toEqual([
      { line: 3, field: 'name', issue: 'must not contain line breaks or control characters' },
      { line: 7, field: 'country', issue: 'unknown country code "QQ"' },
    ]);
  });

  it('reports missing required values, bad HS codes and too many headings', () => {
    const csv = [
      HEADER,
      '1,,GB,,steel,,1000,,,', // line 2
      '2,X Ltd,GB,London,steel,854231;12AB,1000,,,', // line 3
      '3,Y Ltd,GB,London,steel,7201;7202;7203;7204;7205;7206;7207;7208;7209,1000,,,', // line 4
    ].join('\n');
    expect(parseBuyerImportFile('b.csv', csv).errors).toEqual([
      { line: 2, field: 'name', issue: 'required' },
      { line: 2, field: 'city', issue: 'required' },
      { line: 2, field: 'hs_codes', issue: 'required' },
      { line: 3, field: 'hs_codes', issue: '"854231" is a subheading: give its 4-digit heading "8542"; "12AB" is not a 4-digit HS heading' },
      { line: 4, field: 'hs_codes', issue: 'at most 8 HS headings (got 9)' },
    ]);
  });

  it('rejects unknown, duplicate and missing columns in the header', () => {
    const csv = 'company_name,Country,country,city,sector,hs_codes,colour\nA Ltd,GB,GB,London,steel,7208,red\n';
    const { rows, errors } = parseBuyerImportFile('b.csv', csv);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 1, field: 'Country', issue: expect.stringContaining('unknown column; did you mean "country"?') },
      { line: 1, field: 'colour', issue: expect.stringContaining('unknown column') },
      { line: 1, field: 'annual_import_usd', issue: 'required column is missing' },
    ]);
    const twice = parseBuyerImportFile('b.csv', `${HEADER},city\n1,A Ltd,GB,London,steel,7208,1,,,,London\n`);
    expect(twice.errors).toEqual([{ line: 1, field: 'city', issue: 'the column appears more than once' }]);
  });

  it('rejects duplicate ids, naming the first line', () => {
    const csv = [HEADER, '7,A Ltd,GB,London,steel,7208,1,,,', '8,B Ltd,GB,London,steel,7208,1,,,', '7,C Ltd,GB,London,steel,7208,1,,,'].join('\n');
    expect(parseBuyerImportFile('b.csv', csv).errors).toEqual([{ line: 4, field: 'id', issue: 'duplicate id 7 (first on line 2)' }]);
  });

  it('reports broken CSV quoting at its line', () => {
    const csv = [HEADER, '1,A Ltd,GB,London,steel,7208,1,,,', '2,"B" Ltd,GB,London,steel,7208,1,,,'].join('\n');
    const { errors } = parseBuyerImportFile('b.csv', csv);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 3, field: 'file' });
  });
});

describe('parseBuyerImportFile: JSON', () => {
  it('reads a good file', () => {
    const json = JSON.stringify([
      {
        company_name: 'Rossi Beauty S.r.l.', country: 'it', city: 'Milano', sector: 'Cosmetics', hs_codes: ['3305', '3304'], annual_import_usd: 750000, verified: true,
        street: 'Via Example 12', postal_code: '20121', website: 'www.rossi-beauty.example', phone: '02 1234 5678', contact_checked_on: '2026-09-30', phone_source: 'Company website', phone_checked_on: '2026-10-02',
      },
      { id: 9, company_name: 'Nakamura Denki K.K.', country: 'JP', city: 'Osaka', sector: '전기·전자제품', hs_codes: ['8504'], annual_import_usd: '12000000', founded_year: 1987, employees: 350, verified: null },
    ], null, 2);
    const { rows, contacts, errors } = parseBuyerImportFile('buyers.json', json, { firstNumber: 50, source: { name: 'Korea Trade Directory', year: 2025 } });
    expect(errors).toEqual([]);
    const source = { kind: 'import', name: 'Korea Trade Directory', year: 2025 };
    expect(rows).toEqual([
      { number: 50, companyName: 'Rossi Beauty S.r.l.', country: 'IT', city: 'Milano', sector: 'cosmetics', hsHeadings: ['3304', '3305'], annualImportUsd: 750_000, foundedYear: null, employees: null, verified: true, source, hasContact: true },
      { number: 9, companyName: 'Nakamura Denki K.K.', country: 'JP', city: 'Osaka', sector: 'electronics', hsHeadings: ['8504'], annualImportUsd: 12_000_000, foundedYear: 1987, employees: 350, verified: false, source, hasContact: false },
    ]);
    // The file's source and the row's date stand in where a field names none; the phone is read as dialled in Italy.
    const fromFile = { source: 'Korea Trade Directory', checked_on: '2026-09-30' };
    expect(contacts).toEqual(new Map([[50, {
      address: { street: 'Via Example 12', postal_code: '20121', ...fromFile },
      website: { url: 'https://www.rossi-beauty.example/', ...fromFile },
      email: null,
      phone: { number: '+390212345678', source: 'Company website', checked_on: '2026-10-02' },
    }]]));
  });

  it('reports errors on the line where the element starts', () => {
    const json = `[
  {"id": 1, "company_name": "Good Ltd", "country": "GB", "city": "London", "sector": "steel", "hs_codes": ["7208"], "annual_import_usd": 1},
  {"id": 2, "company_name": "Bad Country Ltd", "country": "ZZ", "city": "Nowhere", "sector": "steel", "hs_codes": ["7208"], "annual_import_usd": 1},
  {
    "id": 1,
    "company_name": "Bad Hs Ltd", "country": "FR", "city": "Paris", "sector": "cosmetics",
    "hs_codes": ["3304", 3305, "0000"], "annual_import_usd": 1.5, "colour": "red"
  },
  "not an object",
  {"company_name": "No Sector Ltd", "country": "FR", "city": "Paris", "hs_codes": {"a": "3304"}, "annual_import_usd": 1, "verified": "sure"}
]`;
    const { rows, errors } = parseBuyerImportFile('b.json', json);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 3, field: 'country', issue: 'unknown country code "ZZ"' },
      { line: 4, field: 'colour', issue: expect.stringContaining('unknown field') },
      { line: 4, field: 'hs_codes', issue: '3305 is not a string; "0000" is not an HS 2022 heading' },
      { line: 4, field: 'annual_import_usd', issue: 'must be a whole number (got 1.5)' },
      { line: 4, field: 'id', issue: 'duplicate id 1 (first on line 2)' },
      { line: 9, field: 'row', issue: 'each element must be an object with the buyer fields' },
      { line: 10, field: 'sector', issue: 'required' },
      { line: 10, field: 'hs_codes', issue: 'must be a list of 4-digit HS headings' },
      { line: 10, field: 'verified', issue: 'must be true or false (got "sure")' },
    ]);
  });

  it('rejects invalid JSON, a non-array and an empty array as a whole', () => {
    expect(parseBuyerImportFile('b.json', '[\n  {"a": 1},\n  {"b" 1}\n]').errors).toEqual([
      { line: 3, field: 'file', issue: expect.stringContaining('not valid JSON') },
    ]);
    expect(parseBuyerImportFile('b.json', '{"buyers": []}').errors).toEqual([
      { line: 0, field: 'file', issue: 'the file must hold a JSON array of buyer objects' },
    ]);
    expect(parseBuyerImportFile('b.json', '[]').errors).toEqual([{ line: 0, field: 'file', issue: 'the file has no buyers' }]);
  });
});

describe('parseBuyerImportFile: the file as a whole', () => {
  it('rejects an empty file', () => {
    for (const name of ['b.csv', 'b.json']) {
      expect(parseBuyerImportFile(name, '')).toEqual({ rows: [], contacts: new Map(), errors: [{ line: 0, field: 'file', issue: 'the file is empty' }] });
      expect(parseBuyerImportFile(name, '\uFEFF \n\n').errors).toEqual([{ line: 0, field: 'file', issue: 'the file is empty' }]);
    }
  });

  it('rejects a CSV with a header and no buyers', () => {
    expect(parseBuyerImportFile('b.csv', `${HEADER}\n\n`).errors).toEqual([{ line: 0, field: 'file', issue: 'the file has no buyers' }]);
  });

  it('rejects other file types', () => {
    expect(parseBuyerImportFile('buyers.xlsx', 'PK...').errors).toEqual([
      { line: 0, field: 'file', issue: 'unsupported file type ".xlsx": use .csv or .json' },
    ]);
    expect(parseBuyerImportFile('buyers', 'x').errors).toHaveLength(1);
  });

  it('refuses a firstNumber that is not a positive integer', () => {
    expect(() => parseBuyerImportFile('b.csv', HEADER, { firstNumber: 0 })).toThrow(RangeError);
  });
});

describe('parseBuyerImportFile: contacts', () => {
  const TODAY = new Date('2026-11-20T12:00:00Z');
  const BASE = 'name,country,city,sector,hs_codes,annual_import_usd';
  const parse = (header: string, ...rows: string[]) => parseBuyerImportFile('contacts.csv', [`${BASE},${header}`, ...rows.map((r) => `Hartmann GmbH,DE,Hamburg,cosmetics,3304,1,${r}`)].join('\n'), { today: TODAY, source: { name: 'Directory' } });

  it('stores phones in E.164 from the international or the national form, and normalises websites', () => {
    const { contacts, rows, errors } = parse(
      'street,postal_code,website,email,phone',
      '"Example-Allee 3",20095,https://Hartmann.Example/Kontakt,export@hartmann.example,040 1234567',
      ',,http://hartmann.example,,+49 40 1234567',
      ',,,,',
    );
    expect(errors).toEqual([]);
    const about = { source: 'Directory', checked_on: null };
    expect([...contacts.entries()]).toEqual([
      [1, { address: { street: 'Example-Allee 3', postal_code: '20095', ...about }, website: { url: 'https://hartmann.example/Kontakt', ...about }, email: { address: 'export@hartmann.example', ...about }, phone: { number: '+49401234567', ...about } }],
      [2, { address: null, website: { url: 'http://hartmann.example/', ...about }, email: null, phone: { number: '+49401234567', ...about } }],
    ]);
    // A row without any contact stores none and is not reachable.
    expect(rows.map((r) => r.hasContact)).toEqual([true, true, false]);
  });

  it('counts a street address alone as a contact to store, not as one to reach', () => {
    const { contacts, rows, errors } = parse('street', 'Example-Allee 3');
    expect(errors).toEqual([]);
    expect(contacts.get(1)?.address).toMatchObject({ street: 'Example-Allee 3', postal_code: null });
    expect(rows[0]!.hasContact).toBe(false);
  });

  it('refuses bad e-mails, websites, phones, postal codes and dates, each on its line and column', () => {
    const { rows, errors } = parse(
      'street,postal_code,website,email,phone,contact_checked_on,email_source',
      'Example-Allee 3,20095,ftp://hartmann.example,hartmann@,12,2026-02-30,',
      ',20095,https://user:pw@hartmann.example,a b@hartmann.example,+1 212 555 1234567,2026-11-21,',
      'Example-Allee 3,"20095;",http://192.0.2.1/,,,26-11-01,Trade fair',
      'Example-Allee 3,,localhost,,030 12,1989-12-31,',
    );
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 2, field: 'contact_checked_on', issue: 'is not a day of the calendar (got "2026-02-30")' },
      { line: 2, field: 'website', issue: 'must be an http or https address (got "ftp://hartmann.example")' },
      { line: 2, field: 'email', issue: 'is not an e-mail address (got "hartmann@")' },
      { line: 2, field: 'phone', issue: expect.stringContaining('is not a valid telephone number in DE (got "12"') },
      { line: 3, field: 'contact_checked_on', issue: 'must be between 1990-01-01 and today, 2026-11-20 (got "2026-11-21")' },
      { line: 3, field: 'postal_code', issue: 'needs a street: give street too' },
      { line: 3, field: 'website', issue: 'must not hold a user name or password' },
      { line: 3, field: 'email', issue: 'is not an e-mail address (got "a b@hartmann.example")' },
      { line: 3, field: 'phone', issue: expect.stringContaining('is not a valid telephone number in DE') },
      { line: 4, field: 'contact_checked_on', issue: 'must be a date as YYYY-MM-DD (got "26-11-01")' },
      { line: 4, field: 'postal_code', issue: 'must be letters, digits, spaces and hyphens (got "20095;")' },
      { line: 4, field: 'website', issue: 'must name a website by its domain (got "http://192.0.2.1/")' },
      { line: 4, field: 'email_source', issue: 'describes the email, which the row does not give' },
      { line: 5, field: 'contact_checked_on', issue: 'must be between 1990-01-01 and today, 2026-11-20 (got "1989-12-31")' },
      { line: 5, field: 'website', issue: 'must name a website by its domain (got "localhost")' },
      { line: 5, field: 'phone', issue: expect.stringContaining('is not a valid telephone number in DE (got "030 12"') },
    ]);
  });

  it('takes no column for a person: a contact person\'s name is an unknown column', () => {
    const { errors } = parseBuyerImportFile('b.json', JSON.stringify([{ name: 'A GmbH', country: 'DE', city: 'Hamburg', sector: 'steel', hs_codes: ['7208'], annual_import_usd: 1, contact_name: 'Anna Schmidt' }]));
    expect(errors).toEqual([{ line: 1, field: 'contact_name', issue: expect.stringContaining('unknown field') }]);
  });
});
