/**
 * A field of a form typed into: it takes the value, and its own error goes (the others' stay until the next
 * submit checks them again).
 */
export const editField = <C extends { fieldErrors: object }, F extends keyof C & string>(
  context: C,
  field: F,
  value: C[F],
) => ({ [field]: value, fieldErrors: { ...context.fieldErrors, [field]: undefined } }) as Partial<C>;
