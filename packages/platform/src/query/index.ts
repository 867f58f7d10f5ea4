/**
 * The shared query language of the platform: field maps, filter and sort compilers, paging and `runQuery`.
 * See README.md in this folder for usage.
 */
export {
  type CompiledFilter,
  type CompileFilterOptions,
  compileFilter,
  DEFAULT_FILTER_LIMITS,
  type FilterLimits,
} from './compile-filter';
export {
  type CompiledSort,
  type CompileSortOptions,
  compileSort,
  type SortInput,
  type SortKey,
} from './compile-sort';
export {
  defineFieldMap,
  type FieldAlias,
  type FieldMap,
  type FieldOptions,
  type FieldSpec,
  type FieldSql,
  field,
  type ResolvedField,
} from './field-map';
export { FILTER_OPERATORS, type FieldType, type FilterOperator, SUPPORTED_OPERATORS } from './field-types';
export { escapeLike } from './filter-predicates';
export { type PagingMode, type PagingRequest, readPaging } from './read-paging';
export {
  type CursorPagingMetadata,
  type OffsetPagingMetadata,
  type PagingMetadataFor,
  type QueryPage,
  type RunQueryOptions,
  runQuery,
} from './run-query';
