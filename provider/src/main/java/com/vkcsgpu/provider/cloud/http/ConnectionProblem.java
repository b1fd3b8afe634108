package com.vkcsgpu.provider.cloud.http;

import java.io.IOException;
import java.net.ConnectException;
import java.net.UnknownHostException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;

/**
 * Why an HTTP call got no answer, in words that name no Java class: the JDK's HTTP client often throws a
 * {@link ConnectException} without a message (its cause, such as an {@link UnresolvedAddressException}, says why),
 * so a message built from {@code getMessage()} alone would read "null".
 */
public final class ConnectionProblem {
    private ConnectionProblem() {
    }

    /** What went wrong with the connection, with the JDK's own detail in brackets when it gave one. */
    public static String describe(IOException failure) {
        String detail = failure.getMessage() == null || failure.getMessage().isBlank() ? ""
                : " (" + failure.getMessage() + ")";
        if (failure instanceof UnknownHostException || causedBy(failure, UnresolvedAddressException.class)) {
            return "the host name could not be resolved" + detail;
        }
        if (failure instanceof HttpConnectTimeoutException) {
            return "opening the connection timed out" + detail;
        }
        if (failure instanceof HttpTimeoutException) {
            return "no answer within the request timeout" + detail;
        }
        if (failure instanceof ConnectException) {
            return "the connection was refused or could not be opened" + detail;
        }
        return "the connection failed" + detail;
    }

    private static boolean causedBy(Throwable failure, Class<? extends Throwable> kind) {
        for (Throwable t = failure.getCause(); t != null && t != t.getCause(); t = t.getCause()) {
            if (kind.isInstance(t)) {
                return true;
            }
        }
        return false;
    }
}
