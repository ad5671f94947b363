import { NotFoundError, ForbiddenError } from "../errors";
import type { Doc, DocRepository, User } from "../types";
import { AuditLog } from "../audit";

export class DocumentService {
  constructor(
    private readonly repo: DocRepository,
    private readonly audit: AuditLog,
  ) {}

  async get(id: string, actor: User): Promise<Doc> {
    const doc = await this.repo.get(id);
    if (!doc) {
      throw new NotFoundError("document", id);
    }
    if (doc.visibility === "private" && doc.ownerId !== actor.id) {
      throw new ForbiddenError("not allowed");
    }
    return doc;
  }

  async update(id: string, patch: Partial<Doc>, actor: User): Promise<Doc> {
    const doc = await this.repo.get(id);
    if (!doc) {
      throw new NotFoundError("document", id);
    }
    if (doc.ownerId !== actor.id && !actor.roles.includes("admin")) {
      throw new ForbiddenError("not allowed");
    }
    const updated = await this.repo.save({ ...doc, ...patch, updatedAt: new Date() });
    await this.audit.record(actor, "document.updated", id);
    return updated;
  }

  async archive(id: string, actor: User): Promise<void> {
    const doc = await this.repo.get(id);
    if (!doc) {
      throw new NotFoundError("document", id);
    }
    if (doc.ownerId !== actor.id && !actor.roles.includes("admin")) {
      throw new ForbiddenError("not allowed");
    }
    await this.repo.save({ ...doc, archivedAt: new Date() });
    await this.audit.record(actor, "document.archived", id);
  }

  async list(actor: User): Promise<Doc[]> {
    const docs = await this.repo.listVisibleTo(actor.id);
    return docs.filter((d) => !d.archivedAt);
  }
}
