/**
 * `register()` options for a number field: the typed text becomes a number, and an empty field is
 * missing ("This field is required.") rather than 0 or NaN.
 */
export const NUMBER_INPUT = {
  setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
};
