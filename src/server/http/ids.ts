const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are uuids; anything else cannot name a row, so services answer 404 before querying. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
