// The resource file: one business resource declared once: its route, endpoint, tenant scope, fields
// (standard JSON Schema draft-07 plus UI hints), privileges, uniqueness, references and state
// machine. Both halves read it: the server to validate, scope and store; the client to render.
// Its types are generated from the meta-schema beside this file (resource.schema.json, by `npm run
// schemas:types` into resource-types.ts), so what checks a file and what reads it cannot drift; here
// stands only what the engine builds on them.

import type { Environment } from '../protocol/constants';
import type { ResourceFile } from './resource-types';

export type {
  Comparison,
  ComputedValue,
  Condition,
  DeleteRule,
  DetailColumn,
  DetailList,
  DetailListFilter,
  FieldSchema,
  FieldUi,
  FilterKind,
  KeywordMessages,
  LabelKey,
  Operand,
  PrivilegeKey,
  RecordLimit,
  Reference,
  RegionalVariant,
  ResourceCall,
  ResourceFile,
  ResourceRoute,
  RouteChildren,
  Rule,
  Scope,
  ShopManagerGrant,
  StateAction,
  StateMachine,
  SystemStateAction,
} from './resource-types';

/** The deployment region (core spec §1 environments). */
export type Region = Environment;

export type CrudAction = keyof ResourceFile['privileges'];

/**
 * A resource as the engine runs it: its file, checked. A resource whose file names no `create` or
 * `delete` privilege has no such call at all (docs/schemas.md "Privileges"): a settings record, saved
 * with its update privilege, or a list whose records arrive by routes of their own and stay (a
 * guest's comment).
 */
export type ResourceSchema = ResourceFile;
