package com.vkcsgpu.provider.cloud.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * How far the server's message is looked for in an error body, and how much of it is kept: three levels of nesting,
 * the first five items of a list, 500 characters (longer text is cut with an ellipsis).
 */
class ErrorBodyLimitsTest {

    @Test
    void aMessageIsFoundUpToThreeLevelsDown() {
        assertEquals("deep", ApiErrors.serverMessage("{\"a\":{\"b\":{\"c\":{\"message\":\"deep\"}}}}"));
        String tooDeep = "{\"a\":{\"b\":{\"c\":{\"d\":{\"message\":\"deeper\"}}}}}";
        assertEquals(tooDeep, ApiErrors.serverMessage(tooDeep), "beyond the limit the body itself is the message");
        assertEquals("listed", ApiErrors.serverMessage("{\"errors\":[[{\"message\":\"listed\"}]]}"));
        String listedTooDeep = "{\"errors\":[[[{\"message\":\"listed\"}]]]}";
        assertEquals(listedTooDeep, ApiErrors.serverMessage(listedTooDeep));
        assertEquals("in error", ApiErrors.serverMessage("{\"error\":{\"x\":{\"y\":{\"message\":\"in error\"}}}}"));
        String errorTooDeep = "{\"error\":{\"x\":{\"y\":{\"z\":{\"message\":\"in error\"}}}}}";
        assertEquals(errorTooDeep, ApiErrors.serverMessage(errorTooDeep));
    }

    @Test
    void aListGivesItsFirstFiveMessages() {
        assertEquals("1; 2; 3; 4; 5", ApiErrors.serverMessage("{\"errors\":[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\"]}"));
    }

    @Test
    void aMessageOfFiveHundredCharactersIsKeptWholeALongerOneCut() {
        String exactly = "m".repeat(500);
        assertEquals(exactly, ApiErrors.serverMessage("{\"message\":\"" + exactly + "\"}"));
        assertEquals(exactly + "…", ApiErrors.serverMessage("{\"message\":\"" + exactly + "x\"}"));
    }
}
