import { mapActions, mapState } from 'vuex';
import ConfirmDialog from '@/components/ConfirmDialog.vue';
import ProjectForm from '@/components/ProjectForm.vue';
import { notify } from '@/utils/notify';

export default {
  name: 'ProjectSettings',
  components: { ConfirmDialog, ProjectForm },
  props: {
    projectId: {
      type: String,
      required: true,
    },
  },
  data() {
    return {
      saving: false,
      archiving: false,
      deleting: false,
      error: null,
    };
  },
  computed: {
    ...mapState('projects', ['current']),
    canArchive() {
      return this.current && !this.current.archived;
    },
  },
  methods: {
    ...mapActions('projects', ['updateProject', 'archiveProject', 'deleteProject']),

    async onSave(form) {
      this.saving = true;
      this.error = null;
      try {
        await this.updateProject({ id: this.projectId, ...form });
        notify.success('Project saved');
      } catch (err) {
        this.error = err.message;
        notify.error('Could not save project');
      } finally {
        this.saving = false;
      }
    },

    async onArchive() {
      this.archiving = true;
      this.error = null;
      try {
        await this.archiveProject(this.projectId);
        notify.success('Project archived');
      } catch (err) {
        this.error = err.message;
        notify.error('Could not archive project');
      } finally {
        this.archiving = false;
      }
    },

    async onDelete() {
      this.deleting = true;
      this.error = null;
      try {
        await this.deleteProject(this.projectId);
        notify.success('Project deleted');
        this.$router.push({ name: 'projects' });
      } catch (err) {
        this.error = err.message;
        notify.error('Could not delete project');
      } finally {
        this.deleting = false;
      }
    },
  },
};
