/**
 * The server's refusal of one input field, from a tRPC error's `data.zodError` (the issues the
 * server's schema found), so a form can show it next to that field; null when the error is not
 * about the field.
 */
export function fieldProblem(error: unknown, field: string): string | null {
  const data = (error as { data?: { zodError?: { path: PropertyKey[]; message: string }[] | null } } | null)
    ?.data;
  return data?.zodError?.find((issue) => issue.path[0] === field)?.message ?? null;
}
