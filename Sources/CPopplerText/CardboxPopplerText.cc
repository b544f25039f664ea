// poppler's text extraction behind the C interface of CardboxPopplerText.h.
//
// A page is displayed once into a TextOutputDev with physical layout, as poppler-glib does for its text functions,
// and its words are walked once: each character's scalar, box and font come from the same walk, where poppler-glib
// walks the page three times (text, boxes, attributes) and copies each result.

#include "CardboxPopplerText.h"

#include <poppler-config.h>

#include <Error.h>
#include <Gfx.h>
#include <GlobalParams.h>
#include <goo/GooString.h>
#include <PDFDoc.h>
#include <Page.h>
#include <Stream.h>
#include <TextOutputDev.h>

#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

struct CardboxTextDocument {
    // Declared before the document, which reads it until it is destroyed.
    std::vector<char> bytes;
    std::unique_ptr<PDFDoc> document;
};

namespace {

struct PageStorage {
    std::vector<uint32_t> scalars;
    std::vector<CardboxTextBox> boxes;
    std::vector<CardboxTextRun> runs;
    TextPage *text = nullptr;

    ~PageStorage() {
        if (text) text->decRefCnt();
    }
};

void ignoreError(ErrorCategory, Goffset, const char *) {}

// poppler's global settings, shared with poppler-glib in the same process: each holds a GlobalParamsIniter while it
// uses them, and the last one released frees them. This one is held for the life of the process, so poppler-glib
// closing its last document never frees what an open text document still reads. Parser complaints about damaged
// files are not printed (the caller reports what could not be read).
void prepare() {
    static std::once_flag once;
    std::call_once(once, [] { new GlobalParamsIniter(ignoreError); });
}

std::unique_ptr<PDFDoc> open(const std::vector<char> &bytes, const std::optional<GooString> &password) {
    auto *stream = new MemStream(bytes.data(), 0, static_cast<Goffset>(bytes.size()), Object(objNull));
    return std::make_unique<PDFDoc>(stream, password, password);
}

// A password typed as UTF-8 for a document whose encryption expects Latin-1, when every character has a Latin-1 form.
std::optional<std::string> latin1(const char *utf8) {
    std::string result;
    for (const unsigned char *c = reinterpret_cast<const unsigned char *>(utf8); *c;) {
        if (*c < 0x80) {
            result.push_back(static_cast<char>(*c++));
        } else if ((*c == 0xC2 || *c == 0xC3) && (c[1] & 0xC0) == 0x80) {
            result.push_back(static_cast<char>(((*c & 0x03) << 6) | (c[1] & 0x3F)));
            c += 2;
        } else {
            return std::nullopt;
        }
    }
    return result;
}

void copyMessage(const char *text, char *message, size_t size) {
    if (!message || size == 0) return;
    std::strncpy(message, text, size - 1);
    message[size - 1] = '\0';
}

Page *pageAt(CardboxTextDocument *document, int index) {
    if (index < 0 || index >= document->document->getNumPages()) return nullptr;
    return document->document->getPage(index + 1);
}

void displayedSize(Page *page, double *width, double *height) {
    const bool turned = page->getRotate() == 90 || page->getRotate() == 270;
    *width = turned ? page->getCropHeight() : page->getCropWidth();
    *height = turned ? page->getCropWidth() : page->getCropHeight();
}

bool sameStyle(const TextWord *a, int ai, const TextWord *b, int bi) {
    if (!a->getFontInfo(ai)->matches(b->getFontInfo(bi))) return false;
    if (a->getFontSize() != b->getFontSize() || a->isUnderlined() != b->isUnderlined()) return false;
    double ar, ag, ab, br, bg, bb;
    a->getColor(&ar, &ag, &ab);
    b->getColor(&br, &bg, &bb);
    return ar == br && ag == bg && ab == bb;
}

const char *fontName(const TextWord *word, int index) {
    const GooString *name = word->getFontName(index);
    return name ? name->c_str() : nullptr;
}

}  // namespace

extern "C" CardboxTextDocument *cardbox_text_open(const void *bytes, size_t count, const char *password,
                                                   CardboxTextError *error, char *message, size_t message_size) {
    prepare();
    auto result = std::make_unique<CardboxTextDocument>();
    result->bytes.assign(static_cast<const char *>(bytes), static_cast<const char *>(bytes) + count);
    std::optional<GooString> given;
    if (password) given.emplace(password);
    result->document = open(result->bytes, given);
    if (!result->document->isOk() && result->document->getErrorCode() == errEncrypted && password) {
        if (auto converted = latin1(password); converted && *converted != password) {
            result->document = open(result->bytes, GooString(*converted));
        }
    }
    if (result->document->isOk()) {
        *error = CARDBOX_TEXT_OK;
        return result.release();
    }
    switch (result->document->getErrorCode()) {
    case errEncrypted:
        *error = CARDBOX_TEXT_ENCRYPTED;
        copyMessage("the document is encrypted", message, message_size);
        break;
    case errBadCatalog:
        *error = CARDBOX_TEXT_DAMAGED;
        copyMessage("its catalog cannot be read", message, message_size);
        break;
    default:
        *error = CARDBOX_TEXT_DAMAGED;
        copyMessage("its structure cannot be read", message, message_size);
        break;
    }
    return nullptr;
}

extern "C" int cardbox_text_page_count(CardboxTextDocument *document) {
    return document->document->getNumPages();
}

extern "C" int cardbox_text_page_size(CardboxTextDocument *document, int index, double *width, double *height) {
    Page *page = pageAt(document, index);
    if (!page) return 0;
    displayedSize(page, width, height);
    return 1;
}

extern "C" int cardbox_text_read_page(CardboxTextDocument *document, int index, CardboxTextPage *result) {
    *result = CardboxTextPage{};
    Page *page = pageAt(document, index);
    if (!page) return 0;
    auto storage = std::make_unique<PageStorage>();
    {
        // The page's own content, without annotations, at 72 dpi: one unit is one point.
        TextOutputDev device(nullptr, true, 0, false, false);
        std::unique_ptr<Gfx> gfx(page->createGfx(&device, 72, 72, 0, false, true, -1, -1, -1, -1, false, nullptr,
                                                 nullptr));
        page->display(gfx.get());
        device.endPage();
        storage->text = device.takeText();
    }
    double width, height;
    displayedSize(page, &width, &height);
    PDFRectangle selection(0, 0, width, height);
    int lineCount = 0;
    std::vector<TextWordSelection *> **lines =
        storage->text->getSelectionWords(&selection, selectionStyleGlyph, &lineCount);
    const TextWord *previousWord = nullptr;
    int previousIndex = 0;
    auto &scalars = storage->scalars;
    auto &boxes = storage->boxes;
    auto &runs = storage->runs;
    // A space or line feed belongs to the run before it, and its box joins the words it separates.
    auto appendSeparator = [&](uint32_t scalar, CardboxTextBox box) {
        scalars.push_back(scalar);
        boxes.push_back(box);
        if (!runs.empty()) runs.back().end = scalars.size();
    };
    for (int lineIndex = 0; lineIndex < lineCount; lineIndex++) {
        std::vector<TextWordSelection *> &words = *lines[lineIndex];
        double wordX1 = 0, wordY1 = 0, wordX2 = 0, wordY2 = 0;
        for (size_t wordIndex = 0; wordIndex < words.size(); wordIndex++) {
            const TextWordSelection *selected = words[wordIndex];
            const TextWord *word = selected->getWord();
            for (int index = selected->getBegin(); index < selected->getEnd(); index++) {
                if (!previousWord || !sameStyle(word, index, previousWord, previousIndex)) {
                    runs.push_back(CardboxTextRun{scalars.size(), scalars.size(), word->getFontSize(),
                                                  fontName(word, index)});
                }
                CardboxTextBox box;
                word->getCharBBox(index, &box.x0, &box.y0, &box.x1, &box.y1);
                scalars.push_back(*word->getChar(index));
                boxes.push_back(box);
                runs.back().end = scalars.size();
                previousWord = word;
                previousIndex = index;
            }
            word->getBBox(&wordX1, &wordY1, &wordX2, &wordY2);
            if (word->hasSpaceAfter() && wordIndex + 1 < words.size()) {
                double nextX1, nextY1, nextX2, nextY2;
                words[wordIndex + 1]->getWord()->getBBox(&nextX1, &nextY1, &nextX2, &nextY2);
                appendSeparator(' ', CardboxTextBox{wordX2, wordY1, nextX1, wordY2});
            }
        }
        if (lineIndex + 1 < lineCount && !scalars.empty()) {
            appendSeparator('\n', CardboxTextBox{wordX2, wordY2, wordX2, wordY2});
        }
        for (TextWordSelection *selected : words) delete selected;
        delete lines[lineIndex];
    }
    gfree(lines);
    result->scalars = scalars.data();
    result->boxes = boxes.data();
    result->count = scalars.size();
    result->runs = runs.data();
    result->run_count = runs.size();
    result->storage = storage.release();
    return 1;
}

extern "C" void cardbox_text_free_page(CardboxTextPage *page) {
    delete static_cast<PageStorage *>(page->storage);
    *page = CardboxTextPage{};
}

extern "C" void cardbox_text_close(CardboxTextDocument *document) {
    delete document;
}
