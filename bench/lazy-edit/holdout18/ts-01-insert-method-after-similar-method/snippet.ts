// ... existing code ...

  async archive(id: string): Promise<Project> {
    const project = await this.findOne(id);
    project.archived = true;
    return this.projectRepository.save(project);
  }

  async unarchive(id: string): Promise<Project> {
    const project = await this.findOne(id);
    project.archived = false;
    return this.projectRepository.save(project);
  }

  // ... existing code ...
