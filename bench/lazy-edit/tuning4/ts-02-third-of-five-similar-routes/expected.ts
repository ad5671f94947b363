import { Router } from "express";
import { asyncHandler } from "../middleware/async-handler";
import { requireRepoAccess } from "../middleware/repo-access";
import { branchService } from "../services/branch-service";

export const branchRouter = Router({ mergeParams: true });

branchRouter.get(
  "/:owner/:repo/branches",
  requireRepoAccess("read"),
  asyncHandler(async (req, res) => {
    const { owner, repo } = req.params;
    const branches = await branchService.list(owner, repo);
    res.json(branches);
  }),
);

branchRouter.get(
  "/:owner/:repo/branches/:branch",
  requireRepoAccess("read"),
  asyncHandler(async (req, res) => {
    const { owner, repo, branch } = req.params;
    const result = await branchService.get(owner, repo, branch);
    res.json(result);
  }),
);

branchRouter.put(
  "/:owner/:repo/branches/:branch/protection",
  requireRepoAccess("admin"),
  asyncHandler(async (req, res) => {
    const { owner, repo, branch } = req.params;
    const result = await branchService.setProtection(owner, repo, branch, req.body, req.user.id);
    res.json(result);
  }),
);

branchRouter.post(
  "/:owner/:repo/branches/:branch/rename",
  requireRepoAccess("write"),
  asyncHandler(async (req, res) => {
    const { owner, repo, branch } = req.params;
    const result = await branchService.rename(owner, repo, branch, req.body.newName);
    res.json(result);
  }),
);

branchRouter.delete(
  "/:owner/:repo/branches/:branch",
  requireRepoAccess("write"),
  asyncHandler(async (req, res) => {
    const { owner, repo, branch } = req.params;
    await branchService.remove(owner, repo, branch);
    res.status(204).end();
  }),
);
