// Redocly plugin: the contract conventions of shared/spec/contract-outline.md as lint rules.
// Each rule reports in German-free English so backend developers read it in CI logs.

const READ_VERBS = ['get', 'list', 'search', 'find', 'check', 'count', 'export', 'download'];
const ALL_VERBS = [
  ...READ_VERBS,
  'add', 'create', 'new', 'post', 'update', 'edit', 'set', 'change', 'rename', 'replace', 'patch',
  'delete', 'remove', 'kick', 'ban', 'unban', 'block', 'unblock', 'accept', 'decline', 'reject',
  'approve', 'quit', 'leave', 'join', 'invite', 'send', 'sync', 'reset', 'restart', 'teleport',
  'spectate', 'report', 'reply', 'vote', 'upload', 'save', 'login', 'logout', 'select', 'link',
  'unlink', 'park', 'repair', 'rent', 'renovate', 'transfer', 'share', 'unshare', 'checkIn',
  'check', 'overwrite', 'bid', 'close', 'open', 'assign', 'unassign', 'notify', 'mark', 'like',
  'unlike', 'follow', 'unfollow', 'hire', 'fire', 'promote', 'demote', 'issue', 'pay', 'revoke',
  'grant', 'move', 'copy', 'publish', 'archive', 'restore', 'start', 'stop', 'destroy', 'clear',
  'confirm', 'cancel', 'submit', 'sign', 'lock', 'unlock', 'release', 'arrest', 'treat', 'toggle',
  'read', 'mute', 'unmute', 'pin', 'unpin', 'buy', 'sell', 'withdraw', 'deposit', 'register', 'put', 'take',
];
const verbOf = (id) => (/^[a-z]+/.exec(id) ?? [''])[0];
const areaOf = (path) => (/^\/api\/([a-z]+)(\/|$)/.exec(path) ?? [])[1];
const isRef = (node) => node && typeof node === 'object' && typeof node.$ref === 'string';

/** Webhooks (the socket's events) are no API paths: the path rules skip them. */
const isWebhook = (ctx) => !String(ctx.key).startsWith('/');
/** For Operation visitors: the operation is a webhook's (its pointer is under #/webhooks). */
const inWebhook = (ctx) => String(ctx.location.pointer).startsWith('#/webhooks');

function withPath(check) {
  return () => {
    let currentPath = '';
    return {
      PathItem: {
        enter(_item, ctx) {
          currentPath = String(ctx.key);
        },
        Operation: {
          enter(op, ctx) {
            if (currentPath.startsWith('/')) check(op, ctx, currentPath);
          },
        },
      },
    };
  };
}

const TagIsArea = withPath((op, ctx, path) => {
  const area = areaOf(path);
  if (!area) {
    ctx.report({ message: `Path "${path}" must start with /api/{area}/.`, location: ctx.location });
    return;
  }
  const tags = op.tags ?? [];
  if (tags.length !== 1 || tags[0] !== area) {
    ctx.report({
      message: `Operation must have exactly one tag equal to its area "${area}" (has ${JSON.stringify(tags)}).`,
      location: ctx.location.child('tags'),
    });
  }
});

function OperationIdVerb() {
  return {
    Operation: {
      enter(op, ctx) {
        const id = op.operationId ?? '';
        if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) {
          ctx.report({ message: `operationId "${id}" must be camelCase.`, location: ctx.location.child('operationId') });
          return;
        }
        if (!ALL_VERBS.includes(verbOf(id))) {
          ctx.report({
            message: `operationId "${id}" must start with a verb (${verbOf(id)} is not in the list of openapi/lint/portal-rules.js).`,
            location: ctx.location.child('operationId'),
          });
        }
      },
    },
  };
}

function NoStateChangingGet() {
  return {
    PathItem: {
      enter(item, ctx) {
        const op = item.get;
        if (!op) return;
        if (op.requestBody) {
          ctx.report({ message: 'GET must not have a request body.', location: ctx.location.child(['get', 'requestBody']) });
        }
        if (!READ_VERBS.includes(verbOf(op.operationId ?? ''))) {
          ctx.report({
            message: `GET operation "${op.operationId}" must read (start with ${READ_VERBS.join('/')}); state changes use POST, PUT, PATCH or DELETE.`,
            location: ctx.location.child(['get', 'operationId']),
          });
        }
      },
    },
  };
}

function NamedSchemas() {
  return {
    Operation: {
      enter(op, ctx) {
        const body = op.requestBody;
        if (body && !isRef(body)) {
          for (const [type, media] of Object.entries(body.content ?? {})) {
            if (!isRef(media.schema)) {
              ctx.report({
                message: `Request body (${type}) must reference a named schema.`,
                location: ctx.location.child(['requestBody', 'content', type, 'schema']),
              });
            }
          }
        }
        const responses = op.responses ?? {};
        const success = Object.keys(responses).filter((s) => /^2/.test(s));
        if (success.length === 0) {
          ctx.report({ message: 'Operation needs a 2xx response.', location: ctx.location.child('responses') });
        }
        for (const status of success) {
          const res = responses[status];
          if (isRef(res)) continue;
          const content = res.content ?? {};
          if (Object.keys(content).length === 0) {
            ctx.report({
              message: `Response ${status} must have content with a named schema (use ActionResult for actions).`,
              location: ctx.location.child(['responses', status]),
            });
          }
          for (const [type, media] of Object.entries(content)) {
            if (!isRef(media.schema)) {
              ctx.report({
                message: `Response ${status} (${type}) must reference a named schema.`,
                location: ctx.location.child(['responses', status, 'content', type, 'schema']),
              });
            }
          }
        }
      },
    },
  };
}

function ProblemErrors() {
  return {
    Operation: {
      enter(op, ctx) {
        for (const [status, res] of Object.entries(op.responses ?? {})) {
          if (!/^[45]/.test(status)) continue;
          if (isRef(res)) {
            if (!/responses\.yaml#\/|#\/components\/responses\//.test(res.$ref)) {
              ctx.report({ message: `Error response ${status} must use a shared Problem response.`, location: ctx.location.child(['responses', status]) });
            }
            continue;
          }
          const media = res.content?.['application/problem+json'];
          if (!media || !isRef(media.schema) || !/Problem$/.test(media.schema.$ref)) {
            ctx.report({
              message: `Error response ${status} must be application/problem+json with the Problem schema.`,
              location: ctx.location.child(['responses', status]),
            });
          }
        }
      },
    },
  };
}

function PagedLists() {
  return {
    Operation: {
      enter(op, ctx) {
        const res = op.responses?.['200'];
        const schema = res && !isRef(res) ? res.content?.['application/json']?.schema : undefined;
        if (!isRef(schema) || !/Page$/.test(schema.$ref)) return;
        const names = (op.parameters ?? []).map((p) => (isRef(p) ? p.$ref.split('/').pop() : p.name));
        const hasSkip = names.some((n) => /^skip$|^Skip(Path)?$/.test(n));
        const hasCursor = names.some((n) => /^(before|after|Before|After)$/.test(n));
        const hasLimit = names.some((n) => /^limit$|^Limit(Path)?$/.test(n));
        if ((!hasSkip && !hasCursor) || !hasLimit) {
          ctx.report({
            message: `Paged list "${op.operationId}" must take skip and limit (or the cursors before/after and limit for live lists).`,
            location: ctx.location.child('parameters'),
          });
        }
      },
    },
  };
}

const RIGHT_PATTERN = /^[a-z]+(\.[a-z][a-zA-Z]*)+$/;
const AdminRight = withPath((op, ctx, path) => {
  const right = op['x-required-right'];
  const isAdmin = /\/admin(\/|$)/.test(path) || areaOf(path) === 'gameserver';
  if (isAdmin && right === undefined) {
    ctx.report({ message: `Admin operation "${op.operationId}" must name its ACP right in x-required-right.`, location: ctx.location });
  }
  if (right !== undefined && (typeof right !== 'string' || !RIGHT_PATTERN.test(right))) {
    ctx.report({ message: `x-required-right "${right}" must look like "area.action".`, location: ctx.location.child('x-required-right') });
  }
});

// --- Guards (issue 14): who may call an operation ---------------------------------------------

export const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
/** The guard kinds: ACP right (admins), team right (state organisations), member right (an
 * organisation or property), the caller's own resource, any signed-in user, or membership of a
 * kind of faction (x-faction: reads such as the crime market's lists). */
export const GUARD_KEYS = ['x-required-right', 'x-team-right', 'x-member-right', 'x-owner', 'x-public', 'x-faction'];
/** The kinds of faction an x-faction guard can ask membership of (the character's record names them). */
const FACTION_KINDS = ['crime'];
/** The enumerated schema each guard value must be a member of. */
const GUARD_ENUMS = { acp: 'AcpRight', team: 'TeamRight', teamKey: 'TeamKey', member: 'MemberRight' };

function WriteGuard() {
  return {
    PathItem: {
      enter(item, ctx) {
        if (isWebhook(ctx)) return;
        for (const method of WRITE_METHODS) {
          const op = item[method];
          if (!op) continue;
          const kinds = GUARD_KEYS.filter((k) => op[k] !== undefined);
          const where = ctx.location.child([method]);
          if (kinds.length === 0) {
            ctx.report({
              message: `Write operation "${op.operationId}" declares no guard: add one of ${GUARD_KEYS.join(', ')}.`,
              location: where,
            });
          } else if (kinds.length > 1) {
            ctx.report({ message: `Operation "${op.operationId}" declares several guards (${kinds.join(', ')}): use one.`, location: where });
          }
          const team = op['x-team-right'];
          if (team !== undefined && (typeof team !== 'object' || !Array.isArray(team.teams) || team.teams.length === 0)) {
            ctx.report({ message: 'x-team-right must be { teams: [TeamKey, ...], right?: TeamRight }.', location: where.child('x-team-right') });
          }
          if (op['x-owner'] !== undefined && (typeof op['x-owner'] !== 'string' || op['x-owner'].length === 0)) {
            ctx.report({ message: 'x-owner must name the own resource (post, account, sim, ...).', location: where.child('x-owner') });
          }
          if (op['x-public'] !== undefined && op['x-public'] !== true) {
            ctx.report({ message: 'x-public must be true.', location: where.child('x-public') });
          }
        }
        // x-faction guards reads as well: check its shape on every method.
        for (const [method, op] of Object.entries(item)) {
          const faction = op?.['x-faction'];
          if (faction === undefined) continue;
          const ifItemOf = faction?.ifItemOf;
          if (
            typeof faction !== 'object' ||
            !FACTION_KINDS.includes(faction.kind) ||
            (ifItemOf !== undefined && (!Array.isArray(ifItemOf) || ifItemOf.length === 0))
          ) {
            ctx.report({
              message: `x-faction must be { kind: ${FACTION_KINDS.join(' | ')}, acpRight?: AcpRight, ifItemOf?: [operationId, ...] }.`,
              location: ctx.location.child([method, 'x-faction']),
            });
          }
        }
      },
    },
  };
}

/** Guard values must be members of the enumerated schemas AcpRight, TeamRight, TeamKey, MemberRight. */
function GuardValues() {
  const enums = {};
  const uses = [];
  return {
    Schema: {
      enter(schema, ctx) {
        const name = String(ctx.location.pointer).split('/').pop();
        if (Object.values(GUARD_ENUMS).includes(name) && Array.isArray(schema.enum)) enums[name] = new Set(schema.enum);
      },
    },
    Operation: {
      enter(op, ctx) {
        const use = (schema, value, key) => uses.push({ schema, value, location: ctx.location.child(key) });
        if (op['x-required-right'] !== undefined) use(GUARD_ENUMS.acp, op['x-required-right'], 'x-required-right');
        if (op['x-member-right'] !== undefined) use(GUARD_ENUMS.member, op['x-member-right'], 'x-member-right');
        if (op['x-faction']?.acpRight !== undefined) use(GUARD_ENUMS.acp, op['x-faction'].acpRight, 'x-faction');
        const team = op['x-team-right'];
        if (team && typeof team === 'object') {
          if (team.right !== undefined) use(GUARD_ENUMS.team, team.right, 'x-team-right');
          for (const t of team.teams ?? []) use(GUARD_ENUMS.teamKey, t, 'x-team-right');
        }
      },
    },
    Root: {
      leave(_root, ctx) {
        for (const { schema, value, location } of uses) {
          if (!enums[schema]) {
            ctx.report({ message: `"${value}" needs the enumerated schema ${schema}, which the contract does not define.`, location });
          } else if (!enums[schema].has(value)) {
            ctx.report({ message: `"${value}" is not a member of the ${schema} enum.`, location });
          }
        }
      },
    },
  };
}

// --- Valid input (issue 14) ---------------------------------------------------------------------

const MONEY_WORDS = ['amount', 'price', 'prices', 'rent', 'salary', 'wage', 'bid', 'buyout', 'fine', 'fines', 'fee', 'fees', 'cost', 'bail', 'deposit', 'payment', 'reward', 'bounty', 'budget', 'payout'];
/** A property holds money when one of its camelCase words is a money word and it is no id, time or count. */
export const isMoneyName = (name) =>
  name
    .split(/(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .some((w) => MONEY_WORDS.includes(w)) && !/(Id|Ids|At|Count|Type|Kind|Spot|Spots|Name|Percent|Days|Minutes)$/.test(name);
/** Property names that name a state or a kind: they need an enum. */
export const STATE_NAME = /(state|status|kind|type|category|role)$/i;
/** Custom formats that name a checkable value: they need a pattern. */
export const CHECKABLE_FORMATS = ['plate', 'phone-number', 'callsign', 'hex-color', 'account-number'];
/** Operations that move money or goods: they take an Idempotency-Key header. */
export const MONEY_MOVING = /^(bid|buy|pay|rent|transfer|deposit|withdraw|sell|purchase|put|take)(?!Vcom)[A-Z]/;
/** The one area where {userId} (a community account) may appear besides auth. */
export const USER_ID_AREAS = ['auth', 'butlerv'];

/** Follows $refs with ctx.resolve, across files. */
function resolveDeep(ctx, node, from) {
  let location;
  for (let i = 0; node && typeof node.$ref === 'string' && i < 20; i++) {
    const r = ctx.resolve(node, from);
    node = r.node;
    location = r.location;
    from = r.location?.source?.absoluteRef ?? from;
  }
  return { node: node ?? {}, from, location };
}

/** Visits every property reachable from a schema: visit(name, resolvedSchema). */
function walkSchema(ctx, node, from, visit, seen = new Set()) {
  const r = resolveDeep(ctx, node, from);
  const schema = r.node;
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    visit(name, resolveDeep(ctx, prop, r.from).node);
    walkSchema(ctx, prop, r.from, visit, seen);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const sub of schema[key] ?? []) walkSchema(ctx, sub, r.from, visit, seen);
  if (schema.items) walkSchema(ctx, schema.items, r.from, visit, seen);
}

function bodySchemas(ctx, op) {
  if (!op.requestBody) return [];
  const body = resolveDeep(ctx, op.requestBody);
  return Object.values(body.node.content ?? {})
    .map((m) => ({ schema: m.schema, from: body.from }))
    .filter((x) => x.schema);
}

/** Money inputs are non-negative: a minimum (or exclusiveMinimum) of 0 or more. */
function MoneyInput() {
  return {
    Operation: {
      enter(op, ctx) {
        if (inWebhook(ctx)) return;
        for (const { schema, from } of bodySchemas(ctx, op)) {
          walkSchema(ctx, schema, from, (name, s) => {
            if (!isMoneyName(name) || (s.type !== 'integer' && s.type !== 'number')) return;
            const min = s.exclusiveMinimum ?? s.minimum;
            if (min === undefined || min < 0) {
              ctx.report({
                message: `Money input "${name}" of "${op.operationId}" accepts a negative value: use MoneyAmount or PositiveMoneyAmount.`,
                location: ctx.location.child('requestBody'),
              });
            }
          });
        }
      },
    },
  };
}

/** Why a request property a form offers has no limits, or undefined when it has them. */
export function missingLimit(name, s) {
  if (s.type === 'string' && s.enum === undefined && s.const === undefined && s.maxLength === undefined && s.pattern === undefined && !['date', 'date-time', 'uuid', 'binary'].includes(s.format)) {
    return 'a string needs maxLength, pattern or enum';
  }
  const isId = /Id$|^id$/.test(name) && s.minimum === 1;
  if ((s.type === 'integer' || s.type === 'number') && !isId && ((s.minimum === undefined && s.exclusiveMinimum === undefined) || (s.maximum === undefined && s.exclusiveMaximum === undefined))) {
    return 'a number needs minimum and maximum';
  }
  if (s.type === 'array' && s.maxItems === undefined) return 'an array needs maxItems';
  return undefined;
}

/** Every request property a form will offer states its limits. */
function InputLimits() {
  return {
    Operation: {
      enter(op, ctx) {
        if (inWebhook(ctx)) return;
        for (const { schema, from } of bodySchemas(ctx, op)) {
          walkSchema(ctx, schema, from, (name, s) => {
            const why = missingLimit(name, s);
            if (why) ctx.report({ message: `Input "${name}" of "${op.operationId}": ${why}.`, location: ctx.location.child('requestBody') });
          });
        }
      },
    },
  };
}

/** State-like strings (state, status, kind, type, category, role) are enums; checkable formats have a pattern. */
function StringsHaveShape() {
  return {
    Schema: {
      enter(schema, ctx) {
        if (typeof schema.format === 'string' && CHECKABLE_FORMATS.includes(schema.format) && !schema.pattern) {
          ctx.report({ message: `A "${schema.format}" value needs a pattern.`, location: ctx.location });
        }
        for (const [name, prop] of Object.entries(schema.properties ?? {})) {
          if (!STATE_NAME.test(name)) continue;
          const s = resolveDeep(ctx, prop).node;
          if (s.type === 'string' && !s.enum && s.const === undefined && !s.format) {
            ctx.report({ message: `"${name}" names a state or kind: give it an enum (a named one shared with its input).`, location: ctx.location.child(['properties', name]) });
          }
        }
      },
    },
  };
}

/** Every path parameter says what it identifies; a query filter on a state or kind is an enum. */
function PathParamDescription() {
  return {
    Parameter: {
      enter(param, ctx) {
        const schema = param.schema ? resolveDeep(ctx, param.schema).node : {};
        if (param.in === 'query' && STATE_NAME.test(param.name ?? '') && schema.type === 'string' && !schema.enum) {
          ctx.report({ message: `Query parameter "${param.name}" names a state or kind: give it an enum.`, location: ctx.location });
        }
        if (param.in === 'path' && !param.description) {
          ctx.report({ message: `Path parameter "${param.name}" needs a description (what it identifies).`, location: ctx.location });
        }
      },
    },
  };
}

/** Validated input answers 400/422 with field errors: every operation with query parameters or a body. */
function ValidationErrors() {
  return {
    PathItem: {
      enter(item, ctx) {
        if (isWebhook(ctx)) return;
        const itemParams = item.parameters ?? [];
        for (const method of ['get', ...WRITE_METHODS]) {
          const op = item[method];
          if (!op) continue;
          const params = [...itemParams, ...(op.parameters ?? [])].map((p) => resolveDeep(ctx, p).node);
          const validated = params.some((p) => p.in === 'query') || op.requestBody !== undefined;
          if (validated && !op.responses?.['400'] && !op.responses?.['422']) {
            ctx.report({ message: `"${op.operationId}" validates input: answer 400 or 422 (Problem with field errors).`, location: ctx.location.child([method, 'responses']) });
          }
        }
      },
    },
  };
}

/** Operations that move money or goods take an Idempotency-Key header. */
function IdempotencyKey() {
  return {
    PathItem: {
      enter(item, ctx) {
        if (isWebhook(ctx)) return;
        for (const method of WRITE_METHODS) {
          const op = item[method];
          if (!op || !MONEY_MOVING.test(op.operationId ?? '')) continue;
          const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveDeep(ctx, p).node);
          if (!params.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key')) {
            ctx.report({ message: `"${op.operationId}" moves money or goods: it needs the Idempotency-Key header.`, location: ctx.location.child([method]) });
          }
        }
      },
    },
  };
}

/** A request body whose `kind` decides the fields is a oneOf with a discriminator. */
function KindUnion() {
  return {
    Operation: {
      enter(op, ctx) {
        if (inWebhook(ctx)) return;
        for (const { schema, from } of bodySchemas(ctx, op)) {
          const s = resolveDeep(ctx, schema, from).node;
          if (!s.properties?.kind || s.oneOf || s['x-kind-decides-fields'] === false) continue;
          const kinds = resolveDeep(ctx, s.properties.kind, from).node.enum ?? [];
          const optional = Object.keys(s.properties).filter((p) => !(s.required ?? []).includes(p));
          if (kinds.length > 1 && optional.length > 0) {
            ctx.report({
              message: `The body of "${op.operationId}" has a kind and optional fields: make it a oneOf with a discriminator on kind, or mark it x-kind-decides-fields: false.`,
              location: ctx.location.child('requestBody'),
            });
          }
        }
      },
    },
  };
}

/** A file upload is multipart with a binary part that names its types (encoding) and size (x-max-bytes), and answers 413 and 415. */
function Uploads() {
  return {
    Operation: {
      enter(op, ctx) {
        if (!op.requestBody) return;
        const body = resolveDeep(ctx, op.requestBody);
        for (const [type, media] of Object.entries(body.node.content ?? {})) {
          const schema = resolveDeep(ctx, media.schema, body.from).node;
          for (const [name, prop] of Object.entries(schema.properties ?? {})) {
            const p = resolveDeep(ctx, prop, body.from).node;
            if (p.format !== 'binary') continue;
            const problems = [];
            if (type !== 'multipart/form-data') problems.push('be multipart/form-data');
            if (!media.encoding?.[name]?.contentType) problems.push(`name the allowed types in encoding.${name}.contentType`);
            if (typeof p['x-max-bytes'] !== 'number') problems.push('state its size limit in x-max-bytes');
            if (!op.responses?.['413'] || !op.responses?.['415']) problems.push('answer 413 and 415');
            if (problems.length > 0) {
              ctx.report({ message: `The upload "${name}" of "${op.operationId}" must ${problems.join(', ')}.`, location: ctx.location.child('requestBody') });
            }
          }
        }
      },
    },
  };
}

/** Edits of documents several people edit (the answer has a version) are optimistic: If-Match + 412, or version in the body + 409. */
function OptimisticConcurrency() {
  return {
    PathItem: {
      enter(item, ctx) {
        if (isWebhook(ctx)) return;
        for (const method of ['put', 'patch']) {
          const op = item[method];
          const ok = op?.responses?.['200'];
          if (!op || !ok) continue;
          const res = resolveDeep(ctx, ok);
          const answer = resolveDeep(ctx, res.node.content?.['application/json']?.schema, res.from).node;
          if (!answer.properties?.version) continue;
          const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveDeep(ctx, p).node);
          const ifMatch = params.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'if-match') && op.responses['412'];
          const bodies = bodySchemas(ctx, op).map(({ schema, from }) => resolveDeep(ctx, schema, from).node);
          const bodyVersion = bodies.some((b) => b.properties?.version || b.properties?.baseVersion) && op.responses['409'];
          if (!ifMatch && !bodyVersion) {
            ctx.report({
              message: `"${op.operationId}" edits a versioned document: take If-Match and answer 412 (or send version in the body and answer 409).`,
              location: ctx.location.child([method]),
            });
          }
        }
      },
    },
  };
}

/** An enum that an entity and its input (or several schemas) share is one named schema, not copies. */
function SharedEnums() {
  const seen = new Map();
  return {
    Schema: {
      enter(schema, ctx) {
        for (const [name, prop] of Object.entries(schema.properties ?? {})) {
          if (!Array.isArray(prop?.enum) || prop.enum.length < 2) continue;
          const key = JSON.stringify(prop.enum);
          if (!seen.has(key)) seen.set(key, []);
          seen.get(key).push({ name, location: ctx.location.child(['properties', name]) });
        }
      },
    },
    Root: {
      leave(_root, ctx) {
        for (const [key, uses] of seen) {
          if (uses.length < 2) continue;
          for (const { name, location } of uses.slice(1)) {
            ctx.report({ message: `The enum ${key} of "${name}" is copied from another schema: name it once and reference it.`, location });
          }
        }
      },
    },
  };
}

/** Every operation has a default Problem answer; gameserver operations also the shared 503 (server offline). */
const DefaultErrors = withPath((op, ctx, path) => {
  if (!op.responses?.default) {
    ctx.report({ message: `"${op.operationId}" needs a default answer (UnexpectedError).`, location: ctx.location.child('responses') });
  }
  if (areaOf(path) === 'gameserver' && !op.responses?.['503']) {
    ctx.report({ message: `Gameserver operation "${op.operationId}" needs the shared 503 (ServiceUnavailable).`, location: ctx.location.child('responses') });
  }
});

/** {userId} means a community account, in auth and butlerv only; other people have their own id. */
const UserIdMeaning = withPath((op, ctx, path) => {
  if (path.includes('{userId}') && !USER_ID_AREAS.includes(areaOf(path))) {
    ctx.report({
      message: `{userId} means a community account (areas ${USER_ID_AREAS.join(', ')}); name what "${path}" identifies (friendId, profileId, staffId, ...).`,
      location: ctx.location,
    });
  }
});

function Summary() {
  return {
    Operation: {
      enter(op, ctx) {
        if (!op.summary) ctx.report({ message: `Operation "${op.operationId}" needs a summary.`, location: ctx.location });
      },
    },
  };
}

export default function portalRules() {
  return {
    id: 'portal',
    rules: {
      oas3: {
        'tag-is-area': TagIsArea,
        'operation-id-verb': OperationIdVerb,
        'no-state-changing-get': NoStateChangingGet,
        'named-schemas': NamedSchemas,
        'problem-errors': ProblemErrors,
        'paged-lists': PagedLists,
        'admin-right': AdminRight,
        'write-guard': WriteGuard,
        'guard-values': GuardValues,
        'money-input': MoneyInput,
        'input-limits': InputLimits,
        'strings-have-shape': StringsHaveShape,
        'path-param-description': PathParamDescription,
        'validation-errors': ValidationErrors,
        'idempotency-key': IdempotencyKey,
        'kind-union': KindUnion,
        'user-id-meaning': UserIdMeaning,
        uploads: Uploads,
        'shared-enums': SharedEnums,
        'default-errors': DefaultErrors,
        'optimistic-concurrency': OptimisticConcurrency,
        summary: Summary,
      },
    },
  };
}
