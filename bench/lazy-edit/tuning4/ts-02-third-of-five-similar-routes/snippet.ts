// ... existing code ...

branchRouter.put(
  "/:owner/:repo/branches/:branch/protection",
  requireRepoAccess("admin"),
  asyncHandler(async (req, res) => {
    const { owner, repo, branch } = req.params;
    const result = await branchService.setProtection(owner, repo, branch, req.body, req.user.id);
    res.json(result);
  }),
);

// ... existing code ...
