import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { canManage, type Actor } from '../permissions';
import { auditLog } from '../audit';
import { projects } from '../repositories';

export async function archiveProject(projectId: string, actor: Actor): Promise<void> {
  const project = await projects.findById(projectId);
  if (!project) {
    throw new NotFoundError(`Project ${projectId} not found`);
  }
  if (!canManage(actor, project)) {
    throw new ForbiddenError('You do not have permission to modify this project');
  }

  await projects.update(projectId, { archivedAt: new Date() });
  auditLog.record(actor, 'project.archived', { projectId });
}

export async function restoreProject(projectId: string, actor: Actor): Promise<void> {
  const project = await projects.findById(projectId);
  if (!project) {
    throw new NotFoundError(`Project ${projectId} not found`);
  }
  if (!canManage(actor, project)) {
    throw new ForbiddenError('You do not have permission to modify this project');
  }

  await projects.update(projectId, { archivedAt: null });
  auditLog.record(actor, 'project.restored', { projectId });
}

export async function renameProject(projectId: string, name: string, actor: Actor): Promise<void> {
  const project = await projects.findById(projectId);
  if (!project) {
    throw new NotFoundError(`Project ${projectId} not found`);
  }
  if (!canManage(actor, project)) {
    throw new ForbiddenError('You do not have permission to modify this project');
  }

  const trimmed = name.trim();
  if (trimmed.length === 0) {
    throw new ConflictError('Project name must not be empty');
  }
  await projects.update(projectId, { name: trimmed });
  auditLog.record(actor, 'project.renamed', { projectId, name: trimmed });
}

export async function deleteProject(projectId: string, actor: Actor): Promise<void> {
  const project = await projects.findById(projectId);
  if (!project) {
    throw new NotFoundError(`Project ${projectId} not found`);
  }
  if (!canManage(actor, project)) {
    throw new ForbiddenError('You do not have permission to modify this project');
  }

  await projects.remove(projectId);
  auditLog.record(actor, 'project.deleted', { projectId });
}
