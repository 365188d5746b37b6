-- Title hits of a search, counted and gathered apart from the rest (decision 040, amended): a
-- trigram index of lower(title) led by user_id, as the search text's and the notes' are. It is
-- small beside the search text's, and tells how many of a cook's recipes a word is in the title
-- of without reading their descriptions and ingredients.
CREATE INDEX recipes_user_title_search_idx ON recipes USING gin (user_id, lower(title) gin_trgm_ops);
