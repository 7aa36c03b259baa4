// Generated from resource.schema.json by `npm run schemas:types` (scripts/resource-types.ts): do not
// edit by hand. Change the meta-schema, run the script and commit both; resource.ts builds on these.
/**
 * A label key, `namespace:key`, that every language's catalogue holds.
 */
export type LabelKey = string;
/**
 * The tenant a record belongs to: none (the platform's), a company, or a shop.
 */
export type Scope = 'platform' | 'company' | 'shop';
/**
 * An entry of a permission type's privilege list (core spec §4).
 */
export type PrivilegeKey = string;
/**
 * How the list's search form filters by a field.
 */
export type FilterKind = 'exact' | 'contains' | 'range' | 'dateRange';
/**
 * A readable condition over the record's own fields, evaluated alike in browser and server.
 */
export type Condition =
  | {
      field: string;
      equals: unknown;
    }
  | {
      field: string;
      notEquals: unknown;
    }
  | {
      field: string;
      in: unknown[];
    }
  | {
      field: string;
      contains: unknown;
    }
  | {
      field: string;
      truthy: boolean;
    }
  | {
      field: string;
      empty: boolean;
    }
  | {
      field: string;
      gte: Operand;
    }
  | {
      field: string;
      gt: Operand;
    }
  | {
      field: string;
      lte: Operand;
    }
  | {
      field: string;
      lt: Operand;
    }
  | {
      field: string;
      count: Comparison;
    }
  | {
      field: string;
      some: Condition;
    }
  | {
      field: string;
      distinct: string;
    }
  | {
      /**
       * @minItems 1
       */
      all: Condition[];
    }
  | {
      /**
       * @minItems 1
       */
      any: Condition[];
    }
  | {
      not: Condition;
    };
/**
 * The right side of a comparison: a number, or another field of the same record (or row).
 */
export type Operand =
  | number
  | {
      field: string;
    };
/**
 * A comparison of two numbers, two dates (YYYY-MM-DD) or two times of day (HH:mm); any other pair fails it.
 */
export type Comparison =
  | {
      gte: Operand;
    }
  | {
      gt: Operand;
    }
  | {
      lte: Operand;
    }
  | {
      lt: Operand;
    };
/**
 * A value the server works out as it reads, never stored (`ui.computed`, needs `readOnly`): a stamp of the record (its creation), a count of the live records of other resources whose field holds this record's id (a company's shops), or an expression the application registers by name.
 */
export type ComputedValue =
  | {
      stamp: 'createdAt' | 'updatedAt';
    }
  | {
      /**
       * @minItems 1
       */
      count: {
        resource: string;
        field: string;
      }[];
    }
  | {
      provider: string;
    };
/**
 * What deleting the referenced record does to records pointing at it.
 */
export type DeleteRule = 'refuse' | 'cascade' | 'clear';
/**
 * What a store manager holds on this resource unless his permission type says otherwise: `manage` all of it, `edit` read and update (the default for shop records), `read` only, `none` (the default for company records).
 */
export type ShopManagerGrant = 'manage' | 'edit' | 'read' | 'none';

/**
 * A Brigade resource file: one business resource declared once (its route, endpoint, tenant scope, fields, privileges, uniqueness, references and state machine), read by the server to validate, scope and store and by the client to render.
 */
export interface ResourceFile {
  $schema?: string;
  name: string;
  module: string;
  /**
   * Label key of one record's name ("company").
   */
  title: LabelKey;
  endpoint: string;
  scope: Scope;
  /**
   * The records are tenants themselves: a company's company_id, or a shop's shop_id, is its own id.
   */
  tenantOf?: 'company' | 'shop';
  route: ResourceRoute;
  /**
   * The privilege key of each record call. A call whose key is missing does not exist: a settings record (`cardinality: "one"`) names only read and update; a list may leave out create (its records arrive by routes of their own) or delete (its records are never deleted).
   */
  privileges: {
    read: PrivilegeKey;
    create?: PrivilegeKey;
    update: PrivilegeKey;
    delete?: PrivilegeKey;
  };
  fields: {
    [k: string]: FieldSchema;
  };
  required?: string[];
  unique?: string[][];
  indexes?: string[];
  references?: Reference[];
  stateMachine?: StateMachine;
  /**
   * Calls the list offers beyond the record calls, by name.
   */
  calls?: {
    [k: string]: ResourceCall;
  };
  /**
   * Lists the record's detail shows below its fields (a member's balance history), each read through `PUT {endpoint}/detail/{name}` with the record's `id`: the caller needs the resource's read privilege and the record within his reach, and a module's provider makes the rows.
   */
  detailLists?: DetailList[];
  /**
   * Checks across fields, each refusing the record with its message on its field.
   */
  rules?: Rule[];
  /**
   * Rules across records: how many of a tenant's live records may meet a condition (at most 3 preferred payment methods per company). The server counts inside the write's transaction, one writer per tenant at a time, and refuses with the message on `field`.
   */
  recordLimits?: RecordLimit[];
  /**
   * Records may be imported from a spreadsheet (`POST {endpoint}/import`).
   */
  importable?: boolean;
  /**
   * Screens showing these records update without a reload (a reservation book, a queue): every committed change is announced to the subscribers who may read it (live updates in docs/schemas.md). The topic is the resource's name.
   */
  live?: boolean;
  /**
   * `one`: a settings record, one per company or per shop (its scope). Its screen is the form itself; reading a tenant that has none answers the fields' defaults; saving creates or updates it (settings-records in docs/schemas.md).
   */
  cardinality?: 'one';
  shopManagers?: ShopManagerGrant;
  /**
   * The integer field the drag-to-sort dialog sets (`showOrder`): the list offers Sort, which saves every record's new value at once through `PUT {endpoint}/sort`.
   */
  orderField?: string;
  /**
   * An enum field that splits one table between resources: this resource reads and writes only the records whose value is one of the field's options (administrators among all accounts).
   */
  partitionBy?: string;
  /**
   * Another resource's table this one shares (`user`: all accounts in res_user), each resource a partition of it; needs `partitionBy`.
   */
  table?: string;
  /**
   * Paths that differ from the convention (core spec names `PUT /user/waiter/modify`).
   */
  endpoints?: {
    modify?: string;
  };
  /**
   * The field a list is sorted by when the caller names none.
   */
  defaultSort?: {
    field: string;
    order: 'asc' | 'desc';
  };
}
/**
 * A route's place in the navigation and who it is for (`onlyAdmin`, `onlyPlatform`, `onlyUS`, `onlyHK`).
 */
export interface ResourceRoute {
  /**
   * Route name, also the privilege list entry that opens it (core spec §6).
   */
  name: string;
  path: string;
  /**
   * Label key of the navigation entry and page title.
   */
  title: LabelKey;
  icon?: string;
  /**
   * The section this entry sits under (a section name from schemas/navigation.json).
   */
  section: string;
  order?: number;
  onlyAdmin?: boolean;
  /**
   * Platform operators only (admin and platManager): the delivery platforms' settings.
   */
  onlyPlatform?: boolean;
  onlyUS?: boolean;
  onlyHK?: boolean;
  hidden?: boolean;
  /**
   * A page the application registers under this name opens at `path` instead of the resource's list (docs/schemas.md "Pages of our own"); its record screens stay the engine's.
   */
  page?: string;
  /**
   * The route is shown in parts (core spec §6 "splitRoute"): these privilege keys are its parts; a viewer sees the route with the parts he holds, and not at all when he holds none.
   *
   * @minItems 1
   */
  splitRoute?: PrivilegeKey[];
  /**
   * A route (or split part) this one depends on: it is shown only with it, and granted with it.
   */
  relyRoute?: string;
  /**
   * Routes that go with this one: revoking it revokes them (the permission tree, core spec §4).
   *
   * @minItems 1
   */
  syncRoute?: string[];
  children?: RouteChildren;
}
/**
 * The record screens the list opens.
 */
export interface RouteChildren {
  create?: boolean;
  edit?: boolean;
  detail?: boolean;
  duplicate?: boolean;
}
/**
 * A field: standard JSON Schema for its value, `title` a label key, and UI hints beside it.
 */
export interface FieldSchema {
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  title: LabelKey;
  ui?: FieldUi;
  /**
   * The rule of a region that differs from the field's own (a phone number's digits).
   */
  regions?: {
    hk?: RegionalVariant;
    us?: RegionalVariant;
  };
  [k: string]: unknown;
}
/**
 * How the screens show and take a field; the server reads the hints that bear on what it stores.
 */
export interface FieldUi {
  /**
   * A widget name looked up in the engine's registry (text, textarea, select, switch, imageUpload …).
   */
  widget?: string;
  /**
   * Shown as a list column; the number orders columns.
   */
  column?: boolean | number;
  /**
   * Offered in the list's one-row search form.
   */
  filter?: FilterKind;
  /**
   * The search is blocked while this filter is empty (core spec §5).
   */
  filterRequired?: boolean;
  /**
   * A dateRange filter starts filled by the default range rule (core spec §5): -1 the day before yesterday to yesterday, 1 today to tomorrow, any other count yesterday to today.
   */
  defaultDays?: number;
  /**
   * The detail and form section the field belongs to (a label key).
   */
  section?: LabelKey;
  /**
   * Placeholder label key; required-field errors read placeholder plus label.
   */
  placeholder?: LabelKey;
  visibleWhen?: Condition;
  requiredWhen?: Condition;
  disabledWhen?: Condition;
  /**
   * Set by the server (stamps, counters): never written by a caller. A rows sub-field so marked has no input; it travels with its row, and the server keeps only values the stored record held.
   */
  readOnly?: boolean;
  /**
   * Filled by the server where blank (needs `readOnly`): `token`, a fresh unguessable string.
   */
  generated?: 'token';
  /**
   * A privilege key needed to write this field, beyond the resource's update privilege.
   */
  writePrivilege?: PrivilegeKey;
  /**
   * Options of an enum shown by label key: value → key.
   */
  labels?: {
    [k: string]: LabelKey;
  };
  /**
   * The value is a list of privilege keys (a permission type): a caller may grant only keys he holds himself, so no one raises his own reach by building a permission.
   */
  grantsPrivileges?: boolean;
  /**
   * A lookup into another resource: its name and the field shown.
   */
  lookup?: {
    resource: string;
    labelField: string;
    /**
     * Only records holding these values may be chosen (a top-up option's coupons, of the top-up type): the lookup offers only those, and the server refuses any other id. Each key is a field of the looked-up resource with an exact filter.
     */
    where?: {
      [k: string]: string | number | boolean;
    };
  };
  sortable?: boolean;
  /**
   * How many files an upload field of several paths holds (core spec §5); else its maxItems.
   */
  limitNum?: number;
  messages?: KeywordMessages;
  /**
   * The value the form holds while `disabledWhen` holds (a required-only detail's fixed 1).
   */
  disabledValue?: unknown;
  /**
   * Label key of what the field says under it while `disabledWhen` locks it: what to do first ("please select the scene first", business §5 and §8).
   */
  disabledHint?: LabelKey;
  computed?: ComputedValue;
}
/**
 * The spec's own message for a broken keyword, in place of the generic one (a manager key's pattern: "please enter six numbers"): keyword → label key.
 */
export interface KeywordMessages {
  pattern?: LabelKey;
  format?: LabelKey;
  minLength?: LabelKey;
  maxLength?: LabelKey;
  minimum?: LabelKey;
  maximum?: LabelKey;
  minItems?: LabelKey;
  maxItems?: LabelKey;
}
/**
 * What a field's rule is in one region (regional-fields.ts): JSON Schema keywords over the field's own, and the messages of the keywords it changes.
 */
export interface RegionalVariant {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /**
   * @minItems 1
   */
  enum?: unknown[];
  messages?: KeywordMessages;
}
export interface Reference {
  /**
   * A field holding an id or ids, or `rows.subField` for an id in each row of a rows field.
   */
  field: string;
  resource: string;
  onDelete: DeleteRule;
  /**
   * Label key of a `refuse`'s reason, when the spec gives one (business spec §5).
   */
  message?: LabelKey;
}
export interface StateMachine {
  field: string;
  initial: string;
  /**
   * @minItems 2
   */
  states: string[];
  systemActions?: {
    [k: string]: SystemStateAction;
  };
  actions: {
    [k: string]: StateAction;
  };
}
/**
 * A move the server makes itself (a job's end, a download), never a caller: no route, no button, no privilege, but declared like an action, so its states are checked and its audit row named.
 */
export interface SystemStateAction {
  /**
   * @minItems 1
   */
  from: string[];
  to: string;
}
/**
 * A move a caller makes: a button on the record, behind its privilege.
 */
export interface StateAction {
  /**
   * Label key of the action's button.
   */
  title: LabelKey;
  /**
   * @minItems 1
   */
  from: string[];
  to: string;
  privilege: PrivilegeKey;
  /**
   * Extra input the action asks for in a dialog (a decline reason, say): field names of the resource.
   */
  input?: string[];
  /**
   * Custom path, e.g. "/company/status/modify"; default "{endpoint}/{action}".
   */
  endpoint?: string;
  /**
   * Confirmation text label key shown before the action.
   */
  confirm?: LabelKey;
  /**
   * The list offers it over the selected rows too: one call, `{path}/bulk` with `ids`, in one transaction; a record already in the `to` state is left as it is. Not with `input`.
   */
  bulk?: boolean;
  /**
   * Only the platform level takes it (an answer to a merchant): no company role starts with its privilege, and no company's permission type may grant it. The module's hook still refuses anyone else.
   */
  platformOnly?: boolean;
}
/**
 * A call the list offers beside the record calls (an invitation, an unlock): a button in the list's header (`on: "list"`, about no record) or in a row's menu (`on: "row"`, the record's `id` sent). The server checks its own privilege and scope whatever the browser shows.
 */
export interface ResourceCall {
  /**
   * Label key of the button and the dialog's title.
   */
  title: LabelKey;
  on: 'list' | 'row';
  method: 'POST' | 'PUT';
  /**
   * The path under /pro-api.
   */
  endpoint: string;
  /**
   * Shown only to a holder of this key.
   */
  privilege: PrivilegeKey;
  /**
   * Fields of the resource a dialog asks for, with their own rules, conditions and required-ness.
   *
   * @minItems 1
   */
  input?: string[];
  /**
   * Label key of a confirmation asked before a call without input.
   */
  confirm?: LabelKey;
  /**
   * A row call is offered only for records that meet this (a locked account).
   */
  when?: Condition;
  /**
   * Label key of the notice after success; the answer's fields are its parameters.
   */
  done?: LabelKey;
  /**
   * Fields the dialog asks beyond the resource's own, which `input` may name: sent in the call's body, never stored with the record (a balance edit's amount and reason).
   */
  fields?: {
    [k: string]: FieldSchema;
  };
  /**
   * Which of the call's own fields the dialog requires.
   */
  required?: string[];
  /**
   * Values every call sends as they are (which holding a balance edit moves).
   */
  values?: {
    [k: string]: string | number | boolean;
  };
  /**
   * The dialog sends `key`, one per opening, so a retry after a lost answer is the same request and the server moves nothing twice.
   */
  idempotent?: boolean;
  shows?: ResourceCallShows;
}
/**
 * The answer is shown after success, in a dialog instead of the `done` notice (a mail's preview): the answer's `html` field as rich text, sanitised again in the browser, under its `title` field (else the call's title).
 */
export interface ResourceCallShows {
  title?: string;
  html: string;
}
export interface DetailList {
  name: string;
  /**
   * Label key of the list's heading.
   */
  title: LabelKey;
  /**
   * The rows' maker, which a module registers under this name (`kit.detailList`).
   */
  provider: string;
  /**
   * @minItems 1
   */
  columns: DetailColumn[];
  filter?: DetailListFilter;
}
export interface DetailColumn {
  key: string;
  /**
   * Label key of the column's heading.
   */
  title: LabelKey;
  /**
   * How a value reads: money in integer cents, a whole count, a moment (date and time), or text (a code shown by its label when `labels` names it).
   */
  format: 'money' | 'count' | 'moment' | 'text';
  /**
   * A figure shows its sign, + for a credit (a history's amount).
   */
  signed?: boolean;
  /**
   * Label key of each code the column may hold.
   */
  labels?: {
    [k: string]: LabelKey;
  };
}
/**
 * Values the list may be narrowed to, the first one asked when none is (a member's coupons: all, available, used, expired).
 */
export interface DetailListFilter {
  /**
   * @minItems 2
   */
  values: string[];
  /**
   * Label key of each value's tab.
   */
  labels: {
    [k: string]: LabelKey;
  };
}
/**
 * A check across fields (business spec §5): when `when` holds (always, without it) and `check` does not, the record is refused with `message` on `field`, in the form and on the server alike.
 */
export interface Rule {
  field: string;
  when?: Condition;
  check: Condition;
  /**
   * Label key of the message; `{{label}}` is the field's label.
   */
  message: LabelKey;
}
/**
 * A rule across records (`recordLimits`): at most `atMost` records per tenant meet `where`.
 */
export interface RecordLimit {
  /**
   * The field the refusal speaks about in the form.
   */
  field: string;
  where: Condition;
  atMost: number;
  per: 'company' | 'shop';
  /**
   * Label key of the refusal; `{{limit}}` is `atMost`.
   */
  message: LabelKey;
}
