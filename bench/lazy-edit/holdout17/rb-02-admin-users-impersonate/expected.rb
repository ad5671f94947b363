module Admin
  class UsersController < Admin::BaseController
    before_action :set_user, only: %i[show edit update destroy impersonate]
    before_action :prevent_self_modification, only: %i[destroy impersonate]

    def index
      @users = User.order(created_at: :desc).page(params[:page]).per(50)
      @users = @users.where("email ILIKE ?", "%#{params[:q]}%") if params[:q].present?
    end

    def show
      @recent_logins = @user.login_events.order(created_at: :desc).limit(10)
    end

    def edit
    end

    def update
      if @user.update(user_params)
        redirect_to admin_user_path(@user), notice: "User updated."
      else
        render :edit, status: :unprocessable_entity
      end
    end

    def destroy
      @user.destroy!
      redirect_to admin_users_path, notice: "User deleted."
    end

    def impersonate
      session[:impersonator_id] = current_user.id
      session[:user_id] = @user.id
      AuditLog.record!(actor: current_user, action: "impersonate", subject: @user)
      redirect_to root_path, notice: "You are now signed in as #{@user.email}."
    end

    private

    def set_user
      @user = User.find(params[:id])
    end

    def user_params
      params.require(:user).permit(:name, :email, :role, :locked)
    end

    def prevent_self_modification
      return unless @user == current_user

      redirect_to admin_user_path(@user), alert: "You cannot do that to your own account."
    end
  end
end
