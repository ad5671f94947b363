// ...existing code...
export const User = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().email().optional(),
});
// ...existing code...
