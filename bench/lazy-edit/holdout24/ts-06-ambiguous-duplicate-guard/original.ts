import { db } from "../db";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import { notify } from "../notifications";
import type { AccessRequest, SessionUser } from "../types";

const repo = db.accessRequests;

export async function listPending(user: SessionUser): Promise<AccessRequest[]> {
  if (!user.roles.includes("reviewer")) {
    throw new ForbiddenError("only reviewers can list pending requests");
  }
  return repo.findMany({ status: "pending", orgId: user.orgId });
}

export async function approveRequest(id: string, user: SessionUser): Promise<AccessRequest> {
  const request = await repo.findById(id);
  if (!request) {
    throw new NotFoundError("access request", id);
  }
  if (request.status !== "pending") {
    throw new ConflictError(`access request ${id} is already ${request.status}`);
  }

  const updated = await repo.update(id, {
    status: "approved",
    reviewedBy: user.id,
    reviewedAt: new Date(),
  });
  await notify(updated.requesterId, "access-request.approved", { requestId: id });
  return updated;
}

export async function rejectRequest(
  id: string,
  user: SessionUser,
  reason: string,
): Promise<AccessRequest> {
  const request = await repo.findById(id);
  if (!request) {
    throw new NotFoundError("access request", id);
  }
  if (request.status !== "pending") {
    throw new ConflictError(`access request ${id} is already ${request.status}`);
  }

  const updated = await repo.update(id, {
    status: "rejected",
    reviewedBy: user.id,
    reviewedAt: new Date(),
    rejectionReason: reason.trim(),
  });
  await notify(updated.requesterId, "access-request.rejected", { requestId: id, reason });
  return updated;
}

export async function cancelRequest(id: string, user: SessionUser): Promise<void> {
  const request = await repo.findById(id);
  if (!request) {
    throw new NotFoundError("access request", id);
  }
  if (request.requesterId !== user.id) {
    throw new ForbiddenError("only the requester can cancel a request");
  }
  await repo.update(id, { status: "cancelled" });
}
