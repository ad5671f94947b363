class Article < ApplicationRecord
  belongs_to :author, class_name: "User"
  has_many :comments, dependent: :destroy
  has_many :taggings, dependent: :destroy
  has_many :tags, through: :taggings

  enum :status, { draft: 0, published: 1, archived: 2 }

  validates :title, presence: true, length: { maximum: 200 }
  validates :body, presence: true

  scope :recent, -> { order(published_at: :desc) }
  scope :by_author, ->(user) { where(author: user) }

  before_save :set_published_at, if: -> { status_changed?(to: "published") }

  def reading_time_minutes
    (body.split.size / 200.0).ceil
  end

  def to_param
    "#{id}-#{title.parameterize}"
  end

  private

  def set_published_at
    self.published_at ||= Time.current
  end
end
