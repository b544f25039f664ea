import CardboxJSON
import Foundation

extension OpenAPI.Area {
    /// The dictionary and favourites: paths, schemas and their own error responses, written as JSON text.
    ///
    /// Every operation also lists the shared 401 and 500, state-changing ones 403 and 413, and those with a JSON
    /// body 400, 415 and 422.
    static var words: OpenAPI.Area {
        guard let data = OpenAPIWords.json.data(using: .utf8),
            let value = try? JSONDecoder().decode(JSONValue.self, from: data),
            var paths = value["paths"]?.objectValue
        else { preconditionFailure("OpenAPI: the words area is not valid JSON.") }
        for (path, item) in paths {
            guard var operations = item.objectValue else { continue }
            for (method, operation) in operations {
                guard var members = operation.objectValue, var responses = members["responses"]?.objectValue else {
                    continue
                }
                responses["401"] = OpenAPI.response("Unauthorized")
                responses["500"] = OpenAPI.response("InternalError")
                if method != "get" {
                    responses["403"] = OpenAPI.response("Forbidden")
                    responses["413"] = OpenAPI.response("ContentTooLarge")
                }
                if members["requestBody"] != nil {
                    responses["400"] = OpenAPI.response("BadRequest")
                    responses["415"] = OpenAPI.response("UnsupportedMediaType")
                    responses["422"] = OpenAPI.response("Invalid")
                }
                members["responses"] = JSONValue.object(responses)
                operations[method] = JSONValue.object(members)
            }
            paths[path] = JSONValue.object(operations)
        }
        return OpenAPI.Area(
            paths: paths, schemas: value["schemas"]?.objectValue ?? [:],
            responses: value["responses"]?.objectValue ?? [:])
    }
}

/// The words area as JSON text.
enum OpenAPIWords {
    /// `{"paths": {...}, "schemas": {...}}`.
    static let json = #"""
        {
          "paths": {
            "/api/v1/words": {
              "get": {
                "operationId": "defineWordByQuery", "tags": ["Words"],
                "summary": "A word's definition, for words that are also route names; counts against the allowance.",
                "parameters": [{"name": "q", "in": "query", "required": true, "schema": {"$ref": "#/components/schemas/Word"}}],
                "responses": {
                  "200": {"description": "The definition.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordDefinition"}}}},
                  "404": {"$ref": "#/components/responses/WordNotFound"},
                  "422": {"$ref": "#/components/responses/Invalid"},
                  "429": {"$ref": "#/components/responses/AllowanceUsedUp"},
                  "503": {"$ref": "#/components/responses/Unavailable"}
                }
              }
            },
            "/api/v1/words/{word}": {
              "get": {
                "operationId": "defineWord", "tags": ["Words"],
                "summary": "A word's senses by part of speech; an inflected form finds its base form. Counts against the allowance.",
                "parameters": [{"name": "word", "in": "path", "required": true, "schema": {"$ref": "#/components/schemas/Word"}}],
                "responses": {
                  "200": {"description": "The definition.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordDefinition"}}}},
                  "404": {"$ref": "#/components/responses/WordNotFound"},
                  "422": {"$ref": "#/components/responses/Invalid"},
                  "429": {"$ref": "#/components/responses/AllowanceUsedUp"},
                  "503": {"$ref": "#/components/responses/Unavailable"}
                }
              }
            },
            "/api/v1/words/complete": {
              "get": {
                "operationId": "completeWord", "tags": ["Words"], "summary": "Words that start with a prefix, alphabetically.",
                "parameters": [
                  {"name": "prefix", "in": "query", "required": false, "schema": {"type": "string", "maxLength": 64}},
                  {"name": "limit", "in": "query", "required": false, "schema": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10}}
                ],
                "responses": {
                  "200": {"description": "The words; none for an empty prefix.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordList"}}}},
                  "422": {"$ref": "#/components/responses/Invalid"}
                }
              }
            },
            "/api/v1/words/suggest": {
              "get": {
                "operationId": "suggestWords", "tags": ["Words"], "summary": "Words spelled like the one given (did you mean).",
                "parameters": [
                  {"name": "q", "in": "query", "required": true, "schema": {"$ref": "#/components/schemas/Word"}},
                  {"name": "limit", "in": "query", "required": false, "schema": {"type": "integer", "minimum": 1, "maximum": 50, "default": 5}}
                ],
                "responses": {
                  "200": {"description": "The suggestions.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordList"}}}},
                  "422": {"$ref": "#/components/responses/Invalid"}
                }
              }
            },
            "/api/v1/words/categories": {
              "get": {
                "operationId": "listWordCategories", "tags": ["Words"], "summary": "Every word category with its title and size.",
                "responses": {
                  "200": {"description": "The categories.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordCategoryList"}}}},
                  "503": {"$ref": "#/components/responses/Unavailable"}
                }
              }
            },
            "/api/v1/words/categories/{category}": {
              "get": {
                "operationId": "browseWordCategory", "tags": ["Words"], "summary": "A page of a category's words, the most common first.",
                "parameters": [
                  {"name": "category", "in": "path", "required": true, "description": "A name such as noun.animal or a title such as Animals.", "schema": {"type": "string"}},
                  {"name": "page", "in": "query", "required": false, "schema": {"type": "integer", "minimum": 1, "default": 1}},
                  {"name": "per_page", "in": "query", "required": false, "schema": {"type": "integer", "minimum": 1, "maximum": 500, "default": 50}}
                ],
                "responses": {
                  "200": {"description": "The page; empty past the last.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordCategoryPage"}}}},
                  "404": {"$ref": "#/components/responses/UnknownCategory"},
                  "422": {"$ref": "#/components/responses/Invalid"}
                }
              }
            },
            "/api/v1/words/random": {
              "get": {
                "operationId": "wordOfTheDay", "tags": ["Words"], "summary": "The word of the day in the caller's time zone; not counted.",
                "responses": {
                  "200": {"description": "Its definition.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordDefinition"}}}},
                  "503": {"$ref": "#/components/responses/Unavailable"}
                }
              }
            },
            "/api/v1/words/cards": {
              "post": {
                "operationId": "makeWordCards", "tags": ["Words"],
                "summary": "Makes a card per word (the favourites by default) in a deck, made when missing; duplicates are skipped.",
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordCardsInput"}}}},
                "responses": {
                  "201": {"description": "Cards were made.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordCardsResult"}}}},
                  "200": {"description": "Nothing new to make.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WordCardsResult"}}}},
                  "400": {"$ref": "#/components/responses/Invalid"},
                  "422": {"$ref": "#/components/responses/Invalid"}
                }
              }
            },
            "/api/v1/favourites": {
              "get": {
                "operationId": "listFavourites", "tags": ["Words"], "summary": "The caller's favourite words, oldest first.",
                "responses": {"200": {"description": "The favourites.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/FavouriteList"}}}}}
              }
            },
            "/api/v1/favourites/{word}": {
              "put": {
                "operationId": "addFavourite", "tags": ["Words"], "summary": "Adds the word's base form to the favourites.",
                "parameters": [{"name": "word", "in": "path", "required": true, "schema": {"$ref": "#/components/schemas/Word"}}],
                "responses": {
                  "201": {"description": "Added.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Favourite"}}}},
                  "200": {"description": "It was a favourite already.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Favourite"}}}},
                  "404": {"$ref": "#/components/responses/WordNotFound"},
                  "422": {"$ref": "#/components/responses/Invalid"}
                }
              },
              "delete": {
                "operationId": "removeFavourite", "tags": ["Words"], "summary": "Removes the word (or its base form) from the favourites.",
                "parameters": [{"name": "word", "in": "path", "required": true, "schema": {"$ref": "#/components/schemas/Word"}}],
                "responses": {
                  "204": {"description": "Removed."},
                  "404": {"$ref": "#/components/responses/WordNotFound"},
                  "422": {"$ref": "#/components/responses/Invalid"}
                }
              }
            }
          },
          "responses": {
            "WordNotFound": {"description": "The dictionary (or the favourites) has no such word; the message suggests spellings.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
            "UnknownCategory": {"description": "No category has that name or title.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
            "AllowanceUsedUp": {"description": "The month's look-ups are used up; the message gives the reset date.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
            "Unavailable": {"description": "WordNet is not installed on the server.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
          },
          "schemas": {
            "Word": {"type": "string", "minLength": 1, "maxLength": 64, "description": "Letters, digits, spaces, full stops, apostrophes and hyphens, starting with a letter or digit; other text gets 422."},
            "WordList": {"type": "object", "required": ["items"], "properties": {"items": {"type": "array", "items": {"type": "string"}}}},
            "WordDefinition": {
              "type": "object", "required": ["query", "base_forms", "parts"],
              "properties": {
                "query": {"type": "string"},
                "base_forms": {"type": "array", "items": {"type": "string"}},
                "parts": {"type": "array", "items": {"$ref": "#/components/schemas/WordPart"}}
              }
            },
            "PartOfSpeech": {"type": "string", "enum": ["noun", "verb", "adjective", "adverb"]},
            "WordPart": {
              "type": "object", "required": ["part_of_speech", "senses"],
              "properties": {
                "part_of_speech": {"$ref": "#/components/schemas/PartOfSpeech"},
                "senses": {"type": "array", "items": {"$ref": "#/components/schemas/WordSense"}}
              }
            },
            "WordSense": {
              "type": "object",
              "required": ["lemma", "number", "synset", "category", "category_title", "definition", "examples", "synonyms", "antonyms", "broader", "narrower"],
              "properties": {
                "lemma": {"type": "string"}, "number": {"type": "integer", "minimum": 1}, "synset": {"type": "string"},
                "category": {"type": "string"}, "category_title": {"type": "string"}, "definition": {"type": "string"},
                "examples": {"type": "array", "items": {"type": "string"}},
                "synonyms": {"type": "array", "items": {"type": "string"}},
                "antonyms": {"type": "array", "items": {"type": "string"}},
                "broader": {"type": "array", "items": {"type": "string"}},
                "narrower": {"type": "array", "items": {"type": "string"}}
              }
            },
            "WordCategory": {
              "type": "object", "required": ["name", "title", "part_of_speech", "word_count"],
              "properties": {
                "name": {"type": "string"}, "title": {"type": "string"},
                "part_of_speech": {"$ref": "#/components/schemas/PartOfSpeech"}, "word_count": {"type": "integer", "minimum": 0}
              }
            },
            "WordCategoryList": {"type": "object", "required": ["items"], "properties": {"items": {"type": "array", "items": {"$ref": "#/components/schemas/WordCategory"}}}},
            "WordCategoryPage": {
              "type": "object", "required": ["category", "items", "page", "per_page", "total"],
              "properties": {
                "category": {"$ref": "#/components/schemas/WordCategory"},
                "items": {"type": "array", "items": {"type": "string"}},
                "page": {"type": "integer", "minimum": 1}, "per_page": {"type": "integer", "minimum": 1, "maximum": 500},
                "total": {"type": "integer", "minimum": 0}
              }
            },
            "Favourite": {"type": "object", "required": ["word", "added_at"], "properties": {"word": {"type": "string"}, "added_at": {"type": "string", "format": "date-time"}}},
            "FavouriteList": {"type": "object", "required": ["items"], "properties": {"items": {"type": "array", "items": {"$ref": "#/components/schemas/Favourite"}}}},
            "WordCardsInput": {
              "type": "object", "required": ["deck"],
              "properties": {
                "deck": {"type": "string", "minLength": 1, "maxLength": 200},
                "reverse": {"type": ["boolean", "null"]},
                "sound": {"type": ["boolean", "null"], "description": "Add each word, spoken, to its card (needs espeak-ng on the server)."},
                "words": {"type": ["array", "null"], "items": {"$ref": "#/components/schemas/Word"}},
                "colors": {
                  "type": ["object", "null"],
                  "properties": {
                    "text": {"type": ["string", "null"], "pattern": "^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},
                    "card": {"type": ["string", "null"], "pattern": "^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},
                    "view": {"type": ["string", "null"], "pattern": "^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"}
                  }
                }
              }
            },
            "WordCardsResult": {
              "type": "object", "required": ["deck_id", "deck_name", "deck_created", "made", "skipped", "unspoken"],
              "properties": {
                "deck_id": {"type": "integer", "minimum": 1}, "deck_name": {"type": "string"},
                "deck_created": {"type": "boolean"}, "made": {"type": "integer", "minimum": 0},
                "skipped": {
                  "type": "array",
                  "items": {"type": "object", "required": ["word", "reason"], "properties": {"word": {"type": "string"}, "reason": {"type": "string"}}}
                },
                "unspoken": {
                  "type": "array", "description": "Words whose card was made without its sound, when sound was asked for.",
                  "items": {"type": "object", "required": ["word", "reason"], "properties": {"word": {"type": "string"}, "reason": {"type": "string"}}}
                }
              }
            }
          }
        }
        """#
}
