/**
 * Reading a CSV file (RFC 4180 as spreadsheets write it): fields separated by a comma or, in locales whose
 * decimal mark is a comma, a semicolon; a field in double quotes may hold the separator, line ends and `""` for a
 * quote; lines end with CRLF or LF. Written by hand like the export (csv-export.ts): one small state machine in
 * linear time, no dependency.
 */

export type CsvSeparator = ',' | ';';

export interface CsvRecord {
  /** The file's line the record starts on (1-based). */
  line: number;
  cells: string[];
}

export type CsvReading =
  | { ok: true; separator: CsvSeparator; records: CsvRecord[] }
  | { ok: false; problem: 'unterminatedQuote' | 'strayQuote'; line: number };

/**
 * The separator is the one of `,` and `;` that occurs more often outside quotes in the header line (a header
 * never needs either inside a name).
 */
export function detectSeparator(text: string): CsvSeparator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Every record of the file, blank lines left out. */
export function readCsv(text: string): CsvReading {
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  let record: string[] = [];
  let recordLine = 1;
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let quoteLine = 1;
  const endField = () => {
    record.push(wasQuoted ? field : field.trim());
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== '') records.push({ line: recordLine, cells: record });
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      // A quote opens a field only at its start (spaces before it allowed); elsewhere it is a broken file.
      if (field.trim() !== '' || wasQuoted) return { ok: false, problem: 'strayQuote', line };
      field = '';
      quoted = true;
      wasQuoted = true;
      quoteLine = line;
    } else if (char === separator) endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (wasQuoted) {
      if (char.trim() !== '') return { ok: false, problem: 'strayQuote', line };
    } else field += char;
  }
  if (quoted) return { ok: false, problem: 'unterminatedQuote', line: quoteLine };
  if (field !== '' || wasQuoted || record.length > 0) endRecord();
  return { ok: true, separator, records };
}
