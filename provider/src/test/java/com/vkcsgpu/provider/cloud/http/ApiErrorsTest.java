package com.vkcsgpu.provider.cloud.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The server's explanation is read out of every plausible error body shape. */
class ApiErrorsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            grpc-gateway status (the emulator's gen-2 shape)  | {"code":9,"message":"cluster is in RECONCILING state","details":[]} | cluster is in RECONCILING state
            grpc-gateway with violations already in message   | {"code":3,"message":"name: too long","details":[{"@type":"type.googleapis.com/google.rpc.BadRequest","field_violations":[{"field":"name","description":"too long"}]}]} | name: too long
            grpc-gateway with violations beyond the message   | {"code":3,"message":"invalid request","details":[{"@type":"type.googleapis.com/google.rpc.BadRequest","field_violations":[{"field":"zones","description":"unknown zone"},{"field":"name","description":"too long"}]}]} | invalid request; zones: unknown zone; name: too long
            grpc-gateway with an empty message                | {"code":3,"message":"","details":[{"@type":"x","fieldViolations":[{"field":"version","description":"must be vX.Y.Z"}]}]} | version: must be vX.Y.Z
            Keystone                                          | {"error":{"code":401,"title":"Unauthorized","message":"The request you have made requires authentication."}} | The request you have made requires authentication.
            Nova                                              | {"itemNotFound":{"code":404,"message":"Flavor x could not be found."}} | Flavor x could not be found.
            flat error                                        | {"error":"cluster not found"} | cluster not found
            flat detail                                       | {"detail":"Not Found"} | Not Found
            list of problems (JSON:API)                       | {"errors":[{"status":"400","detail":"bad name"},{"status":"400","detail":"bad zone"}]} | bad name; bad zone
            validation list (FastAPI)                         | {"detail":[{"loc":["body","name"],"msg":"field required"}]} | field required
            a JSON string                                     | "upstream timeout" | upstream timeout
            plain text                                        | 502 Bad Gateway | 502 Bad Gateway
            JSON without any message                          | {"code":13} | {"code":13}
            """)
    void readsTheMessage(String shape, String body, String expected) {
        assertEquals(expected, ApiErrors.serverMessage(body), shape);
    }

    @ParameterizedTest
    @CsvSource(value = {"''", "'   '"})
    void anEmptyBodyHasNoMessage(String body) {
        assertNull(ApiErrors.serverMessage(body));
    }
}
