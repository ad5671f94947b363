class Admin::UsersController < Admin::BaseController
  before_action :set_user, only: %i[show edit update destroy]
  before_action :prevent_self_destruction, only: :destroy

  # ... existing code ...

  def destroy
    @user.destroy!
    redirect_to admin_users_path, notice: "User deleted."
  end

  private

  # ... existing code ...

  def user_params
    params.require(:user).permit(:email, :name, :role, :active)
  end

  def prevent_self_destruction
    return unless @user == current_user

    redirect_to admin_users_path, alert: "You cannot delete your own account."
  end
end
