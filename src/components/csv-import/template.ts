/**
 * The import template (product §15): the export's columns with two example rows, UTF-8 with a BOM so a spreadsheet
 * shows Arabic. English column names in both languages: the import also reads the Arabic ones.
 */
const TEMPLATE =
  '\uFEFFdate,type,asset_code,asset_name,quantity,price\r\n' +
  '2024-03-15,buy,pound_full,Gold Pound,1,25000\r\n' +
  '2024-06-01,buy,gram_21k,21K Gold Gram,10.5,3150.75\r\n';

export const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;
export const TEMPLATE_NAME = 'dahabi-import-template.csv';
