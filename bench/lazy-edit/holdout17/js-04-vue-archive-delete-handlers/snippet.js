// ...existing code...
        await this.archiveProject(this.projectId);
        notify.success('Project archived');
      } catch (err) {
        this.error = err.response?.data?.message ?? err.message;
        notify.error('Could not archive project');
      } finally {
        this.archiving = false;
      }
    },

    async onDelete() {
      const confirmed = await this.$refs.confirm.open({
        title: 'Delete project?',
        message: 'This permanently removes the project and all of its data.',
        confirmLabel: 'Delete',
      });
      if (!confirmed) {
        return;
      }
      this.deleting = true;
      this.error = null;
      try {
        await this.deleteProject(this.projectId);
        notify.success('Project deleted');
        this.$router.push({ name: 'projects' });
      } catch (err) {
        this.error = err.response?.data?.message ?? err.message;
        notify.error('Could not delete project');
      // ... existing code ...
