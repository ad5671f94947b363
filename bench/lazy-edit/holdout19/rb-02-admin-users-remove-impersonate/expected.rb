module Admin
  class UsersController < Admin::BaseController
    before_action :set_user, only: %i[show edit update destroy]
    before_action :require_superadmin!, only: :destroy

    def index
      @users = User.order(created_at: :desc)
                   .search(params[:q])
                   .page(params[:page])
                   .per(50)
    end

    def show
      @recent_logins = @user.logins.order(created_at: :desc).limit(20)
    end

    def edit; end

    def update
      if @user.update(user_params)
        AuditLog.record!(actor: current_user, action: "user.updated", subject: @user)
        redirect_to admin_user_path(@user), notice: "User updated."
      else
        render :edit, status: :unprocessable_entity
      end
    end

    def destroy
      @user.discard!
      AuditLog.record!(actor: current_user, action: "user.deleted", subject: @user)
      redirect_to admin_users_path, notice: "User deleted."
    end

    private

    def set_user
      @user = User.find(params[:id])
    end

    def user_params
      params.require(:user).permit(:name, :email, :role, :locked)
    end
  end
end
