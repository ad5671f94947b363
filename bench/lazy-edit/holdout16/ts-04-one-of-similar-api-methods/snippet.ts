// ... existing code ...

  async update(id: number, input: Partial<ProjectInput>, etag?: string): Promise<Project> {
    const { data } = await this.http.patch<Project>(`/projects/${id}`, input, {
      headers: etag ? { 'If-Match': etag } : undefined,
    });
    return data;
  }

  // ... other methods ...
}
