/* global document, fetch */
// Renders /api/schema/ (OpenAPI 3.1) as a readable page. Self-contained: no CDN, no framework.
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
};

/** Text with `code` spans, as the route descriptions write them. */
const prose = (text) => {
  const p = el('p');
  text.split('`').forEach((part, i) => p.append(i % 2 ? el('code', {}, part) : part));
  return p;
};

function resolve(doc, schema) {
  let s = schema;
  const seen = new Set();
  while (s && s.$ref && !seen.has(s.$ref)) {
    seen.add(s.$ref);
    s = s.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((o, k) => (o ? o[k] : undefined), doc);
  }
  return s ?? {};
}

/** A schema as a TypeScript-like type, indented. */
function typeText(doc, schema, depth = 0) {
  const pad = '  '.repeat(depth);
  const s = resolve(doc, schema);
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  for (const key of ['anyOf', 'oneOf']) {
    if (s[key]) return s[key].map((x) => typeText(doc, x, depth)).join(' | ');
  }
  if (s.allOf) return s.allOf.map((x) => typeText(doc, x, depth)).join(' & ');
  const type = Array.isArray(s.type) ? s.type.join(' | ') : s.type;
  if (type === 'array') return `${typeText(doc, s.items ?? {}, depth)}[]`;
  if (type === 'object' || s.properties) {
    const props = Object.entries(s.properties ?? {});
    const required = new Set(s.required ?? []);
    const lines = props.map(([name, p]) => {
      const ps = resolve(doc, p);
      const note = [ps.format, ps.description].filter(Boolean).join(' — ');
      return `${pad}  ${name}${required.has(name) ? '' : '?'}: ${typeText(doc, p, depth + 1)}${note ? `  // ${note}` : ''}`;
    });
    if (s.additionalProperties && typeof s.additionalProperties === 'object') {
      lines.push(`${pad}  [key: string]: ${typeText(doc, s.additionalProperties, depth + 1)}`);
    }
    return lines.length ? `{\n${lines.join('\n')}\n${pad}}` : '{}';
  }
  return type ?? 'any';
}

function bodyBlock(doc, title, content) {
  const frag = document.createDocumentFragment();
  for (const [mediaType, media] of Object.entries(content ?? {})) {
    frag.append(el('h4', {}, `${title} (${mediaType})`), el('pre', {}, typeText(doc, media.schema ?? {})));
  }
  return frag;
}

function operation(doc, path, method, op) {
  const id = `${method}-${path}`.replace(/[^\w-]/g, '_');
  const section = el('section', { class: 'op', id });
  section.append(
    el(
      'h3',
      {},
      el('span', { class: `method ${method.toUpperCase()}` }, method.toUpperCase()),
      el('span', { class: 'path' }, path),
    ),
  );
  if (op.summary) section.append(prose(op.summary));
  if (op.description) section.append(prose(op.description));
  if (op.security?.length)
    section.append(el('p', { class: 'lock' }, 'Requires Authorization: Bearer <access token>'));
  if (op.parameters?.length) {
    const table = el('table');
    for (const p of op.parameters.map((x) => resolve(doc, x))) {
      table.append(
        el(
          'tr',
          {},
          el('td', {}, `${p.name}${p.required ? '' : '?'}`),
          el('td', {}, p.in),
          el('td', {}, typeText(doc, p.schema ?? {})),
          el('td', {}, p.description ?? ''),
        ),
      );
    }
    section.append(el('h4', {}, 'Parameters'), table);
  }
  if (op.requestBody) section.append(bodyBlock(doc, 'Request body', resolve(doc, op.requestBody).content));
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const r = resolve(doc, response);
    section.append(el('h4', {}, `${status} ${r.description ?? ''}`));
    if (r.content) section.append(bodyBlock(doc, 'Body', r.content));
  }
  return { section, id };
}

async function main() {
  const content = document.getElementById('content');
  const toc = document.getElementById('toc');
  let doc;
  try {
    const res = await fetch('/api/schema/');
    doc = await res.json();
  } catch (error) {
    content.textContent = `Could not load /api/schema/: ${error}`;
    return;
  }
  content.textContent = '';
  const info = doc.info ?? {};
  content.append(
    el('p', {}, `${info.title ?? ''} ${info.version ? `v${info.version}` : ''}`),
    prose(info.description ?? ''),
  );
  const groups = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      const tag = item[method].tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag).push([path, method, item[method]]);
    }
  }
  if (groups.size === 0) content.append(el('p', {}, 'No endpoints are documented yet.'));
  for (const [tag, ops] of groups) {
    toc.append(el('h2', {}, tag));
    content.append(el('h2', {}, tag));
    for (const [path, method, op] of ops) {
      const { section, id } = operation(doc, path, method, op);
      content.append(section);
      toc.append(el('a', { href: `#${id}` }, `${method.toUpperCase()} ${path}`));
    }
  }
}

main();
