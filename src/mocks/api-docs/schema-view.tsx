// A schema as a nested list: properties with type, required mark, format, enum and description.
import { InlineMarkdown } from './markdown';
import type { Contract, Schema } from './model';
import { refName, resolve } from './model';

function typeLabel(s: Schema): string {
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? (s.properties ? 'object' : ''));
  if (t === 'array' && s.items) return `array of ${s.items.$ref ? refName(s.items.$ref) : typeLabel(s.items)}`;
  return s.format ? `${t} (${s.format})` : t;
}

export function SchemaView({
  doc,
  schema,
  depth = 0,
  seen = [],
}: {
  doc: Contract;
  schema?: Schema;
  depth?: number;
  seen?: string[];
}) {
  if (!schema) return null;
  const name = schema.$ref ? refName(schema.$ref) : undefined;
  if (name && seen.includes(name)) return <span className="muted">{name} (rekursiv)</span>;
  const s = resolve(doc, schema) ?? {};
  const nextSeen = name ? [...seen, name] : seen;
  const parts = s.allOf ?? s.oneOf ?? s.anyOf;
  const props = s.properties ?? (s.items ? resolve(doc, s.items)?.properties : undefined);
  const required = new Set(s.properties ? (s.required ?? []) : (resolve(doc, s.items)?.required ?? []));
  return (
    <div className="schema">
      <div>
        {name && <code className="ref">{name}</code>} <span className="type">{typeLabel(s)}</span>
        {s.description && (
          <span className="muted">
            {' – '}
            <InlineMarkdown text={s.description} />
          </span>
        )}
      </div>
      {parts && depth < 6 && (
        <ul>
          {parts.map((p, i) => (
            <li key={i}>
              <SchemaView doc={doc} schema={p} depth={depth + 1} seen={nextSeen} />
            </li>
          ))}
        </ul>
      )}
      {props && depth < 6 && (
        <ul>
          {Object.entries(props).map(([key, child]) => (
            <li key={key}>
              <code>{key}</code>
              {required.has(key) && <span className="req"> *</span>}{' '}
              <SchemaView doc={doc} schema={child} depth={depth + 1} seen={nextSeen} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
