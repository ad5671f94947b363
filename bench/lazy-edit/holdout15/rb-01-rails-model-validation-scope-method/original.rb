class Article < ApplicationRecord
  extend FriendlyId
  friendly_id :title, use: %i[slugged history]

  STATUSES = %w[draft review published archived].freeze

  belongs_to :author, class_name: "User", inverse_of: :articles
  belongs_to :category, optional: true
  has_many :comments, dependent: :destroy
  has_many :taggings, dependent: :destroy
  has_many :tags, through: :taggings
  has_one_attached :cover_image

  validates :title, presence: true, length: { maximum: 160 }
  validates :body, presence: true
  validates :status, inclusion: { in: STATUSES }
  validates :published_at, presence: true, if: :published?

  scope :published, -> { where(status: "published").where("published_at <= ?", Time.current) }
  scope :drafts, -> { where(status: "draft") }
  scope :recent, -> { order(published_at: :desc) }
  scope :by_author, ->(user) { where(author: user) }

  before_validation :set_published_at, if: -> { status_changed?(to: "published") }

  def published?
    status == "published"
  end

  def draft?
    status == "draft"
  end

  def reading_time_minutes
    words = body.to_s.split.size
    [(words / 200.0).ceil, 1].max
  end

  def tag_list
    tags.map(&:name).join(", ")
  end

  def tag_list=(names)
    self.tags = names.to_s.split(",").map(&:strip).reject(&:blank?).uniq.map do |name|
      Tag.find_or_create_by!(name: name.downcase)
    end
  end

  private

  def set_published_at
    self.published_at ||= Time.current
  end
end
