// … rest of the file above …

// DELETE /admin/teams/:id
adminRouter.delete('/teams/:id', requireRole('admin'), async (req: Request, res: Response, next: NextFunction) => {
  try {
    const { id } = idParam.parse(req.params);
    const members = await db
      .selectFrom('team_members')
      .select(db.fn.countAll<number>().as('count'))
      .where('team_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(members.count) > 0) {
      return res.status(409).json({ error: 'team_not_empty' });
    }
    const result = await db.deleteFrom('teams').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) {
// … rest of the file …
