module Admin
  class UsersController < Admin::BaseController
    before_action :set_user, only: %i[show edit update destroy]
    before_action :require_superadmin, only: %i[destroy]

    def index
      @users = User.order(created_at: :desc).page(params[:page]).per(50)
      @users = @users.where("email ILIKE ?", "%#{params[:q]}%") if params[:q].present?
    end

    def show
      @recent_logins = @user.login_events.order(created_at: :desc).limit(10)
    end

    def new
      @user = User.new
    end

    def create
      @user = User.new(user_params)
      if @user.save
        UserMailer.with(user: @user).welcome.deliver_later
        redirect_to admin_user_path(@user), notice: "User created."
      else
        render :new, status: :unprocessable_entity
      end
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
      redirect_to admin_users_path, notice: "User deleted.", status: :see_other
    end

    private

    def set_user
      @user = User.find(params[:id])
    end

    def require_superadmin
      head :forbidden unless current_user.superadmin?
    end

    def user_params
      params.require(:user).permit(:name, :email, :role, :time_zone)
    end
  end
end
