class Admin::ArticlesController < Admin::BaseController
  before_action :set_article, only: %i[show edit update destroy publish]

  # ... existing code ...

  def destroy
    @article.destroy!
    redirect_to admin_articles_path, notice: "Article was deleted.", status: :see_other
  end

  def publish
    if @article.update(published_at: Time.current)
      redirect_to admin_article_path(@article), notice: "Article was published."
    else
      redirect_to edit_admin_article_path(@article), alert: @article.errors.full_messages.to_sentence
    end
  end

  private

  # ... existing code ...

  def article_params
    params.require(:article).permit(:title, :slug, :body, :cover_image, :published_at, tag_ids: [])
  end
end
