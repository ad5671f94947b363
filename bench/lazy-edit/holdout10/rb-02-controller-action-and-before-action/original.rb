module Admin
  class ProjectsController < Admin::BaseController
    before_action :set_project, only: %i[show edit update destroy]

    def index
      @projects = Project.includes(:owner)
                         .order(created_at: :desc)
                         .page(params[:page])
                         .per(25)
    end

    def show
      @memberships = @project.memberships.includes(:user).order("users.name")
    end

    def new
      @project = Project.new
    end

    def create
      @project = Project.new(project_params)
      @project.owner = current_user

      if @project.save
        redirect_to admin_project_path(@project), notice: "Project was created."
      else
        render :new, status: :unprocessable_entity
      end
    end

    def edit; end

    def update
      if @project.update(project_params)
        redirect_to admin_project_path(@project), notice: "Project was updated."
      else
        render :edit, status: :unprocessable_entity
      end
    end

    def destroy
      @project.destroy!
      redirect_to admin_projects_path, notice: "Project was deleted.", status: :see_other
    end

    private

    def set_project
      @project = Project.find(params[:id])
    end

    def project_params
      params.require(:project).permit(:name, :description, :visibility, :archived)
    end
  end
end
