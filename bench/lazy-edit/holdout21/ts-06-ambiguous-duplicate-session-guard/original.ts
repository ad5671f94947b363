import { Injectable } from "@nestjs/common";
import { SessionStore } from "../auth/session-store";
import { UnauthorizedError, ValidationError } from "../errors";
import { UserRepository } from "./user.repository";
import type { ProfileUpdate } from "./dto";
import { AuditLog } from "../audit/audit-log";

@Injectable()
export class AccountService {
  constructor(
    private readonly sessions: SessionStore,
    private readonly users: UserRepository,
    private readonly audit: AuditLog,
  ) {}

  async updateProfile(token: string, update: ProfileUpdate): Promise<void> {
    const session = await this.sessions.get(token);
    if (!session) {
      throw new UnauthorizedError("Session expired");
    }

    if (update.displayName !== undefined && update.displayName.trim().length < 2) {
      throw new ValidationError("displayName", "must be at least 2 characters");
    }
    await this.users.update(session.userId, update);
    await this.audit.record(session.userId, "profile.updated");
  }

  async changeEmail(token: string, email: string): Promise<void> {
    const session = await this.sessions.get(token);
    if (!session) {
      throw new UnauthorizedError("Session expired");
    }

    if (!/^[^@\s]+@[^@\s]+$/.test(email)) {
      throw new ValidationError("email", "is not a valid address");
    }
    await this.users.update(session.userId, { email, emailVerified: false });
    await this.audit.record(session.userId, "email.changed");
  }

  async deleteAccount(token: string): Promise<void> {
    const session = await this.sessions.get(token);
    if (!session) {
      throw new UnauthorizedError("Session expired");
    }

    await this.users.softDelete(session.userId);
    await this.sessions.revokeAll(session.userId);
    await this.audit.record(session.userId, "account.deleted");
  }
}
