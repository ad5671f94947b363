class Post < ApplicationRecord
  belongs_to :author
  has_many :comments, dependent: :destroy

  scope :published, -> { where.not(published_at: nil) }

  validates :title, presence: true

  def published?
    published_at.present?
  end
end
