-- "Most popular" among one's likes sorts that cook's liked posts by their likes: one lookup per
-- liked post. This index answers each lookup with what the sort and the reader's filters need
-- (likes, withheld, author) without reading the post's row, which at a million posts is mostly
-- outside the database's cache (decision 014). INCLUDE is not in the schema builder's
-- vocabulary; the schema names this index with its key column.
CREATE INDEX "announcements_like_order_idx" ON "announcements" USING btree ("id") INCLUDE ("likes_count","withheld","user_id");
