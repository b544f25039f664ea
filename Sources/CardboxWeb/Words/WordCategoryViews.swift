import CardboxLexicon

/// Browsing the dictionary by category: the list of categories and one page of a category's words.
enum WordCategoryViews {
    static func list(_ context: AppContext, categories: [WordCategory]) -> HTML {
        let rows = categories.map { category -> HTML in
            """
            <tr><th scope="row"><a href="/words/categories/\(category.name)">\(category.title)</a></th>\
            <td class="optional"><code>\(category.name)</code></td><td>\(category.partOfSpeech.description)</td>\
            <td>\(category.wordCount)</td></tr>
            """
        }
        return Layout.page(
            title: "Word categories", context: context, current: "/words",
            body: """
                <p><a href="/words">← Words</a></p>
                <h1>Word categories</h1>
                <section class="panel">
                <p>Every meaning in the dictionary is filed under one of these \(categories.count) categories.</p>
                <table><thead><tr><th scope="col">Category</th><th scope="col" class="optional">Name</th>\
                <th scope="col">Part of speech</th><th scope="col">Words</th></tr></thead>
                <tbody>\(rows)</tbody></table>
                </section>
                """)
    }

    static func page(_ context: AppContext, category: WordCategory, words: [String], page: Pagination) -> HTML {
        let items = words.map { "<li><a href=\"/words/\(WordsViews.path($0))\">\($0)</a></li>" as HTML }
        return Layout.page(
            title: category.title, context: context, current: "/words",
            body: """
                <p><a href="/words/categories">← All categories</a></p>
                <h1>\(category.title) <span class="muted">(\(category.name))</span></h1>
                <section class="panel">
                <p class="muted">\(category.wordCount) words, the most common first · page \(page.page) of \
                \(page.pageCount)</p>
                <ul class="word-list">\(items)</ul>
                \(DeckViews.pager(page, base: "/words/categories/\(category.name)?"))
                </section>
                """)
    }
}
